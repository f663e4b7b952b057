/**
 * The list filter of a reference (`x-reference`): the same search box as the form, inside
 * react-admin's filter form. A single reference filters by one record; a many-to-many by "has any
 * of" the chosen ones (`filter={"memberIds":[3,5]}`).
 */
import { useInput } from 'react-admin';
import { ReferenceSearch } from './ReferenceSearch.tsx';

export function ReferenceSearchInput(props: {
  source: string;
  resource: string;
  many: boolean;
  label: string;
  /** Read by react-admin's filter form from the element's props. */
  alwaysOn?: boolean;
}) {
  const { field } = useInput({ source: props.source });
  return (
    <ReferenceSearch
      id={`filter-${props.source}`}
      resource={props.resource}
      many={props.many}
      label={props.label}
      value={
        props.many && field.value != null && !Array.isArray(field.value)
          ? [field.value]
          : field.value
      }
      onChange={(v) => field.onChange(Array.isArray(v) && !v.length ? undefined : v)}
    />
  );
}
