/**
 * x-form `privilegeTabs`: a role's privilege list edited with the catalogue's tabs. Only what the
 * signed-in user holds can be ticked (the server refuses the rest anyway); a privilege the role
 * already has stays tickable off.
 */
import { Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';
import { PrivilegeTabs } from './PrivilegeTabs.tsx';
import { usePrivileges } from '../../src/admin/schema/form/usePrivileges.ts';

/** The first message anywhere in a field's error tree (the list, or one of its items). */
function firstError(tree: unknown): string | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  const own = (tree as { __errors?: string[] }).__errors?.[0];
  if (own) return own;
  for (const [key, child] of Object.entries(tree)) {
    if (key === '__errors') continue;
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

export function PrivilegeTabsField(props: FieldProps) {
  const { formData, onChange, fieldPathId, disabled, errorSchema, schema, uiSchema } = props;
  const { can } = usePrivileges();
  const translate = useTranslate();
  const grantable = useMemo(() => new Set(ALL_PRIVILEGES.filter((p) => can(p))), [can]);
  const value = Array.isArray(formData) ? (formData as string[]) : [];
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {uiSchema?.['ui:title'] ?? schema.title ?? translate('charter.schema.form.privileges')}
      </Typography>
      <PrivilegeTabs
        value={value}
        onChange={(next) => onChange(next, fieldPathId.path)}
        grantable={grantable}
        disabled={disabled}
        error={firstError(errorSchema)}
      />
    </>
  );
}
