/**
 * The three record kinds of step 3 as data: their inputs (labels are the schemas' titles; the bank
 * list and address types come from the schemas), their check through the schema's validator, the
 * wire body (flat, as the contract's add/edit calls take it) and the form values of a stored record.
 * A label carries the JSON path of its schema text, so the form shows it in the chosen language.
 */
import type { TranslateFunction } from 'react-admin';
import { registry, type ResourceName } from '../../../src/generated/registry.ts';
import { schemaText } from '../../../src/admin/schema/localize.ts';
import type { AddressRow } from './api.ts';
import { checkWith, pick, type Errors } from '../../../src/admin/schema/form/schemaErrors.ts';

type Values = Record<string, string>;
type Prop = {
  title?: string;
  enum?: string[];
  examples?: string[];
  'x-enumLabels'?: Record<string, string>;
};
/** A schema text: the English words and where they sit (`resource`, JSON path) for the catalogue. */
export type SchemaWords = { resource: ResourceName; path: string[]; english: string };
export type RecordField = {
  name: string;
  label: SchemaWords;
  options?: { value: string; label: SchemaWords | string }[];
  inputMode?: 'numeric';
  upper?: boolean;
};
/** Which record: its words are `charter.employees.records.<kind>.*`. */
export type RecordKind = 'contact' | 'address' | 'account';
export type RecordSection = {
  kind: RecordKind;
  fields: RecordField[];
  check: (values: Values, translate: TranslateFunction) => Promise<Errors>;
  body: (values: Values) => Values;
};

const propsOf = (r: ResourceName) => registry[r].properties as Record<string, Prop>;
const contactProps = propsOf('emergencyContact');
const addressProps = propsOf('address');
const zipProps = (addressProps.zipCode as { properties: Record<string, Prop> }).properties;
const accountProps = propsOf('account');

/** A field of `resource` at `path` (its `properties` path inside the schema). */
const field = (
  resource: ResourceName,
  path: string[],
  prop: Prop,
  extra: Partial<RecordField> = {},
): RecordField => ({
  name: path[path.length - 1],
  label: { resource, path: [...path, 'title'], english: prop.title ?? path[path.length - 1] },
  ...extra,
});

/** Schema words in the chosen language; a plain string (a bank's name) as it is. */
export const wordsIn = (translate: TranslateFunction, words: SchemaWords | string) =>
  typeof words === 'string'
    ? words
    : schemaText(translate, words.resource, words.path, words.english);

/** Trimmed, except a field of spaces, which stays so its message is the blank one. */
const cleaned = (values: Values, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, (values[n] ?? '').trim() || (values[n] ?? '')]));
const trimmedAll = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));

const CONTACT = ['contact', 'relationship'];
export const contactSection: RecordSection = {
  kind: 'contact',
  fields: [
    field('emergencyContact', ['properties', 'contact'], contactProps.contact, {
      inputMode: 'numeric',
    }),
    field('emergencyContact', ['properties', 'relationship'], contactProps.relationship),
  ],
  check: async (v, translate) =>
    pick(await checkWith('emergencyContact', cleaned(v, CONTACT), translate), CONTACT),
  body: trimmedAll,
};

const ZIP = ['properties', 'zipCode', 'properties'];
const ADDRESS = ['addressType', 'propertyNumber', 'city', 'zipCode', 'state', 'country'];
const NESTED: Record<string, string> = {
  'zipCode.zipCode': 'zipCode',
  'zipCode.city': 'city',
  'zipCode.state': 'state',
};
const typeLabels = addressProps.addressType['x-enumLabels'] ?? {};
const TYPE_PATH = ['properties', 'addressType', 'x-enumLabels'];
/** An address type's label ('Permanent') in the chosen language; an unknown code as sent. */
const typeLabel = (translate: TranslateFunction, code: string) =>
  typeLabels[code]
    ? schemaText(translate, 'address', TYPE_PATH.concat(code), typeLabels[code])
    : code;
export const addressSection: RecordSection = {
  kind: 'address',
  fields: [
    field('address', ['properties', 'addressType'], addressProps.addressType, {
      options: (addressProps.addressType.enum ?? []).map((v) => ({
        value: v,
        label: typeLabels[v]
          ? { resource: 'address', path: TYPE_PATH.concat(v), english: typeLabels[v] }
          : v,
      })),
    }),
    field('address', ['properties', 'propertyNumber'], addressProps.propertyNumber),
    field('address', ZIP.concat('city'), zipProps.city),
    field('address', ZIP.concat('zipCode'), zipProps.zipCode),
    field('address', ZIP.concat('state'), zipProps.state),
    field('address', ['properties', 'country'], addressProps.country),
  ],
  check: async (v, translate) => {
    const c = cleaned(v, ADDRESS);
    const { addressType, propertyNumber, country, zipCode, city, state } = c;
    const found = await checkWith(
      'address',
      {
        addressType,
        propertyNumber,
        country,
        zipCode: { zipCode, city, state },
      },
      translate,
    );
    const flat = Object.fromEntries(Object.entries(found).map(([k, m]) => [NESTED[k] ?? k, m]));
    return pick(flat, ADDRESS);
  },
  body: trimmedAll,
};

const ACCOUNT = ['bankName', 'accountNumber', 'ifsc', 'branch'];
export const accountSection: RecordSection = {
  kind: 'account',
  fields: [
    field('account', ['properties', 'bankName'], accountProps.bankName, {
      options: (accountProps.bankName.examples ?? []).map((b) => ({ value: b, label: b })),
    }),
    field('account', ['properties', 'accountNumber'], accountProps.accountNumber, {
      inputMode: 'numeric',
    }),
    field('account', ['properties', 'ifsc'], accountProps.ifsc, { upper: true }),
    field('account', ['properties', 'branch'], accountProps.branch),
  ],
  check: async (v, translate) =>
    pick(await checkWith('account', cleaned(v, ACCOUNT), translate), ACCOUNT),
  body: trimmedAll,
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const valuesOf = (row: Record<string, unknown>, names: string[]): Values =>
  Object.fromEntries(names.map((n) => [n, text(row[n])]));

export const addressValues = (a: AddressRow): Values => ({
  ...valuesOf(a, ['addressType', 'propertyNumber', 'country']),
  zipCode: text(a.zipCode?.zipCode),
  city: text(a.zipCode?.city),
  state: text(a.zipCode?.state),
});
/** One line naming a saved record in step 3's list, and a second with the rest. */
export type Summary = { summary: string; detail?: string };
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(', ');

export const contactSummary = (c: { contact?: unknown; relationship?: unknown }): Summary => ({
  summary: text(c.contact),
  detail: text(c.relationship),
});

export const addressSummary = (a: AddressRow, translate: TranslateFunction): Summary => ({
  summary: joined(a.propertyNumber, a.zipCode?.city, a.zipCode?.zipCode),
  detail: [typeLabel(translate, text(a.addressType)), joined(a.zipCode?.state, a.country)]
    .filter(Boolean)
    .join(' · '),
});

export const accountSummary = (a: Record<string, unknown>): Summary => ({
  summary: joined(a.bankName, a.branch),
  detail: [text(a.accountNumber), text(a.ifsc)].filter(Boolean).join(' · '),
});

export { ACCOUNT, CONTACT };
