/**
 * The four sections of the employee info page and their fields, in the spec's order and words
 * (part 1 §2): Personal Details, Additional Details, Address Details (first address only) and Bank
 * Account Details. Values are printed for reading (long US date of birth, enum labels); masked
 * numbers stay exactly as the server sent them, and with `masked` (the caller may not read this
 * employee's sensitive data) an empty one reads 'Hidden', not 'Add <field>': a masked salary is
 * null. With no employee (still loading) every value is null.
 */
import { registry } from '../../../generated/registry.ts';
import { labelOf, longDate, mediumDate } from './format.ts';
import type { InfoField } from './InfoSection.tsx';
import type { InfoEmployee } from './loadEmployee.ts';

export type Section = { title: string; fields: InfoField[] };

type Labelled = { 'x-enumLabels'?: Record<string, string> };
const enumLabels = (resource: 'employee' | 'address', field: string) =>
  (registry[resource].properties?.[field] as Labelled | undefined)?.['x-enumLabels'];

const text = (value: unknown): string | null =>
  value == null || value === '' ? null : String(value);

export function sectionsOf(e: InfoEmployee | null, masked = false): Section[] {
  const address = e?.addresses?.[0];
  const account = e?.account;
  const hidden = masked || undefined;
  return [
    {
      title: 'Personal Details',
      fields: [
        { label: 'First Name', value: text(e?.firstName) },
        { label: 'Last Name', value: text(e?.lastName) },
        { label: 'Email', value: text(e?.user?.email) },
        { label: 'Contact Number', value: text(e?.contact) },
        { label: 'Date Of Birth', value: longDate(e?.dateOfBirth) },
        { label: 'Gender', value: labelOf(enumLabels('employee', 'gender'), e?.gender) },
      ],
    },
    {
      title: 'Additional Details',
      fields: [
        { label: 'Department', value: text(e?.departments?.[0]?.department) },
        { label: 'Position', value: text(e?.position) },
        { label: 'Employee Code', value: text(e?.employeeCode) },
        { label: 'Role', value: text(e?.roles?.[0]?.role) },
        { label: 'Join Date', value: mediumDate(e?.joinDate) },
        { label: 'Aadhar Number', value: text(e?.adhaarNumber), hidden },
        { label: 'PAN Number', value: text(e?.panNumber), hidden },
        { label: 'UAN Number', value: text(e?.uanNumber), hidden },
        { label: 'Salary', value: salary(e?.salary), hidden },
      ],
    },
    {
      title: 'Address Details',
      fields: [
        {
          label: 'Address Type',
          value: labelOf(enumLabels('address', 'addressType'), address?.addressType),
        },
        { label: 'Country', value: text(address?.country) },
        { label: 'Property Number', value: text(address?.propertyNumber) },
        { label: 'City', value: text(address?.zipCode?.city) },
        { label: 'State', value: text(address?.zipCode?.state) },
        { label: 'Zip Code', value: text(address?.zipCode?.zipCode) },
      ],
    },
    {
      title: 'Bank Account Details',
      fields: [
        { label: 'Bank Name', value: text(account?.bankName) },
        { label: 'Account Number', value: text(account?.accountNumber), hidden },
        { label: 'IFSC Code', value: text(account?.ifsc) },
        { label: 'Branch', value: text(account?.branch) },
      ],
    },
  ];
}

/** A number is grouped ('1,250,000'); anything else (a masked value) is shown as sent. */
function salary(value: InfoEmployee['salary']): string | null {
  if (value == null || value === '') return null;
  return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
}
