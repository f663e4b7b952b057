/**
 * The list filter of a reference (`x-reference`): the same search box as the form, inside
 * react-admin's filter form. A single reference filters by one record; a many-to-many by "has any
 * of" the chosen ones (`filter={"memberIds":[3,5]}`).
 */
import { useInput } from 'react-admin';
import { ReferenceSearch } from './ReferenceSearch.tsx';

export function ReferenceSearchInput(props: {
  source: string;
  /**
   * The referenced resource (`person`). Not `resource`: react-admin's filter form gives each
   * filter element the list's own resource under that name, and the box would search projects.
   */
  reference: string;
  many: boolean;
  label: string;
  /** Read by react-admin's filter form from the element's props. */
  alwaysOn?: boolean;
}) {
  const { field } = useInput({ source: props.source });
  // react-admin shows an unset filter as '': nothing chosen, not a record with the id ''.
  const value = field.value === '' ? undefined : field.value;
  return (
    <ReferenceSearch
      id={`filter-${props.source}`}
      resource={props.reference}
      many={props.many}
      label={props.label}
      value={props.many && value != null && !Array.isArray(value) ? [value] : value}
      onChange={(v) => field.onChange(Array.isArray(v) && !v.length ? undefined : v)}
    />
  );
}
