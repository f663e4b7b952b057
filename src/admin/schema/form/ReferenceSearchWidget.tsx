/**
 * The form's field for a reference declaring `x-reference` (uiSchema.ts picks it): the search box
 * of references/ReferenceSearch.tsx, one record or many as chips. The edited record's `_names`
 * name what is already chosen, so editing needs no read of the referenced resource.
 */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { ReferenceSearch } from '../references/ReferenceSearch.tsx';
import { formContextOf } from './context.ts';

type Options = { resource: string; many: boolean };

export function ReferenceSearchWidget(props: WidgetProps) {
  const { id, name, value, onChange, options, label, required, disabled, readonly, rawErrors } =
    props;
  const hint = options as unknown as Options;
  const record = formContextOf(props.registry).record;
  const names = (record?._names as Record<string, string | string[] | null> | undefined)?.[name];
  return (
    <ReferenceSearch
      id={id}
      resource={hint.resource}
      many={hint.many}
      label={label}
      value={value}
      names={names}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      onChange={(v) => onChange(v ?? (hint.many ? [] : undefined))}
    />
  );
}
