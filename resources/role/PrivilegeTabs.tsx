/**
 * The role screen's privilege picker (contract §4): one tab per catalogue group in the role screen's
 * order, each privilege with its description, a select-all per tab and one for everything. Every box
 * starts unticked. The value is a plain list of names, so a name shown in two tabs (the address tab
 * repeats three employee privileges) is ticked in both at once. Used as an RJSF widget
 * (`x-form.widgets.privilege: "privilegeTabs"`) or on its own.
 *
 * Words come from the catalogue (charter.roles.*, issue #21 §2), each with its English beside it as
 * the fallback: a group a schema declares has no key of its own (its name is derived from its id),
 * and the widget also renders outside react-admin's i18n context. Counts through useFormat().
 * A privilege's description is read under `charter.roles.privilege.<NAME>` for the core catalogue,
 * and under the schema's own key (`schema.<resource>.x-catalogue.privileges.<NAME>`) for one a
 * schema declares, the English description standing in.
 */
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../src/admin/i18n/format.ts';
import { registry } from '../../src/generated/registry.ts';
import {
  CORE_PRIVILEGES,
  PRIVILEGE_GROUPS,
  type PrivilegeGroup,
} from '../../src/shared/privileges.ts';
import { schemaText } from '../../src/admin/schema/localize.ts';

export type PrivilegeTabsProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Names the current user may grant; others are shown but cannot be ticked. */
  grantable?: ReadonlySet<string>;
  disabled?: boolean;
  error?: string;
};

const GROUPS = Object.keys(PRIVILEGE_GROUPS) as PrivilegeGroup[];
const ALL = [...new Set(GROUPS.flatMap((g) => Object.keys(PRIVILEGE_GROUPS[g])))];

/** The schema that declares each non-core privilege in its x-catalogue. */
const DECLARED_BY = new Map<string, string>(
  Object.values(registry).flatMap((schema) =>
    Object.keys(schema['x-catalogue']?.privileges ?? {}).map((name) => [
      name,
      schema['x-resource'],
    ]),
  ),
);

/** camelCase group id → the tab's words ('emergencyContact' → 'Emergency Contact'). */
export const groupLabel = (g: string) =>
  g.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export function PrivilegeTabs({ value, onChange, grantable, disabled, error }: PrivilegeTabsProps) {
  const [tab, setTab] = useState(0);
  const translate = useTranslate();
  const format = useFormat();
  const n = (value: number) => format.number(value);
  const groupName = (g: string) => translate(`charter.roles.group_${g}`, { _: groupLabel(g) });
  const id = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const canTick = (name: string) =>
    !disabled && (!grantable || grantable.has(name) || selected.has(name));
  const group = GROUPS[tab];
  const names = Object.keys(PRIVILEGE_GROUPS[group]);
  const descriptions = PRIVILEGE_GROUPS[group] as Record<string, string>;
  const describe = (name: string) => {
    const english = descriptions[name];
    const resource = DECLARED_BY.get(name);
    if (resource && !CORE_PRIVILEGES.has(name)) {
      const path = ['x-catalogue', 'privileges', name];
      return schemaText(translate, resource, path, english);
    }
    return translate(`charter.roles.privilege.${name}`, { _: english });
  };

  const setMany = (list: string[], on: boolean) => {
    const next = new Set(selected);
    for (const n of list) if (canTick(n)) on ? next.add(n) : next.delete(n);
    onChange(ALL.filter((n) => next.has(n)));
  };
  const allOn = (list: string[]) => list.every((n) => selected.has(n));
  const someOn = (list: string[]) => list.some((n) => selected.has(n));

  return (
    <Box>
      <FormControlLabel
        label={translate('charter.roles.select_all', {
          _: 'Select all privileges (%{selected} of %{total})',
          selected: n(selected.size),
          total: n(ALL.length),
        })}
        control={
          <Checkbox
            checked={allOn(ALL)}
            indeterminate={someOn(ALL) && !allOn(ALL)}
            onChange={(e) => setMany(ALL, e.target.checked)}
            disabled={disabled}
          />
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('charter.roles.groups_label', { _: 'Privilege groups' })}
      >
        {GROUPS.map((g, i) => {
          const list = Object.keys(PRIVILEGE_GROUPS[g]);
          const on = list.filter((n) => selected.has(n)).length;
          return (
            <Tab
              key={g}
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              label={translate('charter.roles.tab', {
                _: '%{group} (%{on}/%{total})',
                group: groupName(g),
                on: n(on),
                total: n(list.length),
              })}
            />
          );
        })}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ pt: 1 }}
      >
        <FormControlLabel
          label={translate('charter.roles.select_group', {
            _: 'Select all %{group} privileges',
            group: groupName(group),
          })}
          control={
            <Checkbox
              checked={allOn(names)}
              indeterminate={someOn(names) && !allOn(names)}
              onChange={(e) => setMany(names, e.target.checked)}
              disabled={disabled}
            />
          }
        />
        <Stack spacing={0.5} sx={{ pl: 1 }}>
          {names.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={selected.has(name)}
                  onChange={(e) => setMany([name], e.target.checked)}
                  disabled={!canTick(name)}
                />
              }
              label={
                <Box>
                  <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {describe(name)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Stack>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
