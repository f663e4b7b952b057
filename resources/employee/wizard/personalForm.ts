/**
 * Step 2's data: the form values from an employee, the EM3/EM7 body from the form (spec part 2 §3:
 * trimmed fields, skillList, designationList, attributes with only defined keys that have a value),
 * the schema check of the step's own fields, and a draft kept in sessionStorage so a trip to Manage
 * Attributes (or a reload) loses nothing typed.
 */
import type { TranslateFunction } from 'react-admin';
import { registry } from '../../../src/generated/registry.ts';
import { SENSITIVE_EMPLOYEE_FIELDS } from '../../../src/shared/sensitive.ts';
import { schemaText } from '../../../src/admin/schema/localize.ts';
import type { Employee } from './api.ts';
import { checkWith, pick, type Errors } from '../../../src/admin/schema/form/schemaErrors.ts';

type Values = Record<string, string>;

export const MAIN_FIELDS = ['firstName', 'lastName', 'employeeCode', 'departmentId'];
export const EXTRA_FIELDS = [
  'contact',
  'dateOfBirth',
  'gender',
  'position',
  'joinDate',
  'adhaarNumber',
  'panNumber',
  'uanNumber',
  'salary',
];
const FIELDS = [...MAIN_FIELDS, ...EXTRA_FIELDS];

const props = registry.employee.properties as Record<string, { title?: string }>;
/** The schema's label of a field ('First Name', 'Aadhar Number') in the chosen language. */
export const labelOf = (name: string, translate: TranslateFunction) => {
  const title = props[name]?.title;
  return title ? schemaText(translate, 'employee', ['properties', name, 'title'], title) : name;
};

export type PersonalDraft = {
  values: Values;
  attributes: Record<string, string>;
  skills: string[];
  designations: string[];
};

export function fromEmployee(e: Employee | undefined): PersonalDraft {
  const values: Values = {};
  for (const f of FIELDS) {
    const v = e?.[f];
    values[f] = v === null || v === undefined ? '' : String(v);
  }
  values.departmentId = e?.departments?.[0]?.departmentId
    ? String(e.departments[0].departmentId)
    : '';
  const attributes = Object.fromEntries(
    Object.entries(e?.attributes ?? {}).map(([k, v]) => [k, v ?? '']),
  );
  return {
    values,
    attributes,
    skills: (e?.skills ?? []).map((s) => s.skill),
    designations: (e?.designations ?? []).map((d) => d.designation),
  };
}

/** Trimmed, except that a field of spaces stays as typed so it reads '… cannot be empty'. */
const clean = (v: string | undefined) => (v ?? '').trim() || (v ?? '');
const asNumber = (v: string) => (/^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/** The step's fields as the schema sees them: numbers as numbers, blanks as null. */
export function fieldData(values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = clean(values[f]);
    out[f] = v === '' ? null : f === 'departmentId' || f === 'salary' ? asNumber(v) : v;
  }
  return out;
}

/** The step's fields checked by the schema, except `skip` (masked values left as they came). */
export async function checkPersonal(
  values: Values,
  translate: TranslateFunction,
  skip: readonly string[] = [],
): Promise<Errors> {
  return pick(
    await checkWith('employee', fieldData(values), translate),
    FIELDS.filter((f) => !skip.includes(f)),
  );
}

/**
 * Sensitive fields the caller sees masked (they may not read this employee's, sensitive.ts) and
 * has left as they came: neither checked nor sent, so saving other changes keeps the stored
 * values. A value typed over the mask is checked and sent as usual.
 */
export function untouchedMasked(values: Values, before: PersonalDraft, masked: boolean): string[] {
  if (!masked) return [];
  return SENSITIVE_EMPLOYEE_FIELDS.map((f) => f.name).filter(
    (f) => (values[f] ?? '') === (before.values[f] ?? ''),
  );
}

/**
 * The body: attributes keep the defined keys with a value; when editing, a value the user cleared
 * is sent as '' so the server removes it (its merge would otherwise keep the old one).
 */
export function detailsBody(
  draft: PersonalDraft,
  keys: string[],
  before: PersonalDraft,
  skip: readonly string[] = [],
) {
  const attributes: Record<string, string> = {};
  for (const key of keys) {
    const v = (draft.attributes[key] ?? '').trim();
    if (v || before.attributes[key]) attributes[key] = v;
  }
  const fields = fieldData(draft.values);
  for (const f of skip) delete fields[f];
  return {
    ...fields,
    skillList: draft.skills,
    designationList: draft.designations,
    attributes,
  };
}

const draftKey = (employeeId: number) => `employee-wizard-draft:${employeeId}`;

export function loadDraft(employeeId: number): PersonalDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey(employeeId));
    return raw ? (JSON.parse(raw) as PersonalDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(employeeId: number, draft: PersonalDraft | undefined): void {
  try {
    if (draft) window.sessionStorage.setItem(draftKey(employeeId), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(employeeId));
  } catch {
    // Storage full or disabled: the draft is a convenience only.
  }
}
