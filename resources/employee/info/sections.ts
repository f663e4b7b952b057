/**
 * The four sections of the employee info page and their fields, in the spec's order and words
 * (part 1 §2): Personal Details, Additional Details, Address Details (first address only) and Bank
 * Account Details, titles and labels through the catalogue (`charter.employees.info.*`). Values are
 * printed for reading in the chosen language (long date of birth, grouped salary, enum labels);
 * masked numbers stay exactly as the server sent them, and with `masked` (the caller may not read
 * this employee's sensitive data) an empty one reads 'Hidden', not 'Add <field>': a masked salary
 * is null. With no employee (still loading) every value is null.
 */
import type { TranslateFunction } from 'react-admin';
import { registry } from '../../../src/generated/registry.ts';
import { schemaText } from '../../../src/admin/schema/localize.ts';
import { groupedNumber, longDate, mediumDate, type Formatters } from './format.ts';
import type { InfoField } from './InfoSection.tsx';
import type { InfoEmployee } from './loadEmployee.ts';

export type Section = { title: string; fields: InfoField[] };

type Labelled = { 'x-enumLabels'?: Record<string, string> };
const enumLabels = (resource: 'employee' | 'address', field: string) =>
  (registry[resource].properties?.[field] as Labelled | undefined)?.['x-enumLabels'];

const text = (value: unknown): string | null =>
  value == null || value === '' ? null : String(value);

export type Localise = { translate: TranslateFunction; format: Formatters };

export function sectionsOf(
  e: InfoEmployee | null,
  masked: boolean,
  { translate, format }: Localise,
): Section[] {
  const address = e?.addresses?.[0];
  const account = e?.account;
  const hidden = masked || undefined;
  const title = (key: string) => translate(`charter.employees.info.sections.${key}`);
  const label = (key: string) => translate(`charter.employees.info.fields.${key}`);
  /** 'MALE' → 'Male' (its schema label, in the chosen language); an unknown code as sent. */
  const enumText = (resource: 'employee' | 'address', field: string, value: unknown) => {
    if (value == null || value === '') return null;
    const code = String(value);
    const english = enumLabels(resource, field)?.[code];
    const path = ['properties', field, 'x-enumLabels', code];
    return english ? schemaText(translate, resource, path, english) : code;
  };
  return [
    {
      title: title('personal'),
      fields: [
        { label: label('firstName'), value: text(e?.firstName) },
        { label: label('lastName'), value: text(e?.lastName) },
        { label: label('email'), value: text(e?.user?.email) },
        { label: label('contact'), value: text(e?.contact) },
        { label: label('dateOfBirth'), value: longDate(e?.dateOfBirth, format) },
        { label: label('gender'), value: enumText('employee', 'gender', e?.gender) },
      ],
    },
    {
      title: title('additional'),
      fields: [
        { label: label('department'), value: text(e?.departments?.[0]?.department) },
        { label: label('position'), value: text(e?.position) },
        { label: label('employeeCode'), value: text(e?.employeeCode) },
        { label: label('role'), value: text(e?.roles?.[0]?.role) },
        { label: label('joinDate'), value: mediumDate(e?.joinDate, format) },
        { label: label('adhaarNumber'), value: text(e?.adhaarNumber), hidden },
        { label: label('panNumber'), value: text(e?.panNumber), hidden },
        { label: label('uanNumber'), value: text(e?.uanNumber), hidden },
        { label: label('salary'), value: groupedNumber(e?.salary, format), hidden },
      ],
    },
    {
      title: title('address'),
      fields: [
        {
          label: label('addressType'),
          value: enumText('address', 'addressType', address?.addressType),
        },
        { label: label('country'), value: text(address?.country) },
        { label: label('propertyNumber'), value: text(address?.propertyNumber) },
        { label: label('city'), value: text(address?.zipCode?.city) },
        { label: label('state'), value: text(address?.zipCode?.state) },
        { label: label('zipCode'), value: text(address?.zipCode?.zipCode) },
      ],
    },
    {
      title: title('bank'),
      fields: [
        { label: label('bankName'), value: text(account?.bankName) },
        { label: label('accountNumber'), value: text(account?.accountNumber), hidden },
        { label: label('ifsc'), value: text(account?.ifsc) },
        { label: label('branch'), value: text(account?.branch) },
      ],
    },
  ];
}
