/**
 * Every file in schemas/ is checked here, so a new schema is covered by adding the file: it compiles
 * under the shared strict ajv, names itself correctly, and every cross-reference it makes (id, list
 * columns, form fields, privileges, foreign keys, menu group, API paths) points at something real.
 * The message tests prove the spec's words come out of the schema, word for word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import { createAjv } from '../../src/shared/createAjv.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { ALL_PRIVILEGES } from '../../src/shared/privileges.ts';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../schemas');

const files = fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json'));
const schemas = new Map<string, ResourceSchema>(
  files.map((f) => [
    f.replace(/\.schema\.json$/, ''),
    JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8')) as ResourceSchema,
  ]),
);

type Prop = JSONSchema7 & { 'x-column'?: { references?: string; stored?: boolean } };
const propsOf = (s: ResourceSchema) => (s.properties ?? {}) as Record<string, Prop>;
const CRUD = new Set(['list', 'show', 'create', 'update', 'delete']);
const placeholders = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Messages ajv (with ajv-errors) gives for one body. */
function messages(resource: string, body: unknown): string[] {
  const validate = createAjv().compile(schemas.get(resource)!);
  validate(body);
  return (validate.errors ?? []).map((e) => e.message ?? '');
}

/** Messages for one property's value, inside an otherwise valid body. */
function fieldMessages(resource: string, valid: Record<string, unknown>, field: string, value: unknown) {
  return messages(resource, { ...valid, [field]: value });
}

describe('schemas/ folder', () => {
  it('holds the schemas and nothing else but the README', () => {
    const other = fs.readdirSync(SCHEMA_DIR).filter((f) => !f.endsWith('.schema.json') && f !== 'README.md');
    expect(other).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });
});

describe.each([...schemas.entries()])('schema %s', (stem, schema) => {
  const props = propsOf(schema);

  it('compiles with the shared strict ajv (an unknown or misspelt keyword fails)', () => {
    expect(() => createAjv().compile(schema)).not.toThrow();
  });

  it('is draft-07 with $id, x-resource and file name all equal to a valid resource name', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(stem);
    expect(schema['x-resource']).toBe(stem);
    expect(stem).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
    expect(schema.type).toBe('object');
    expect(typeof schema.title).toBe('string');
  });

  it('leaves additionalProperties unset (the server strips unknown body fields)', () => {
    expect(schema.additionalProperties).toBeUndefined();
  });

  it('names in x-id a read-only integer property that is never required', () => {
    const idProp = props[schema['x-id']];
    expect(idProp, `x-id ${schema['x-id']}`).toBeDefined();
    expect(idProp.type).toBe('integer');
    expect(idProp.readOnly).toBe(true);
    expect(schema.required ?? []).not.toContain(schema['x-id']);
  });

  it('requires only properties it declares', () => {
    for (const name of schema.required ?? []) expect(props, name).toHaveProperty(name);
  });

  it('lists, sorts and orders its form by existing properties', () => {
    const names = new Set(Object.keys(props));
    const list = schema['x-list'];
    for (const c of list?.columns ?? []) expect(names, `x-list column ${c}`).toContain(c);
    if (list?.sort) expect(names, `x-list sort ${list.sort.field}`).toContain(list.sort.field);
    const form = schema['x-form'];
    const formFields = [
      ...(form?.order ?? []),
      ...Object.keys(form?.widgets ?? {}),
      ...(form?.sections ?? []).flatMap((s) => s.fields),
    ];
    for (const f of formFields) expect(names, `x-form field ${f}`).toContain(f);
  });

  it('names only catalogue privileges', () => {
    const p = schema['x-privileges'];
    expect(p).toBeDefined();
    const named = [
      ...Object.entries(p).filter(([k]) => k !== 'actions').map(([, v]) => v as string),
      ...Object.values(p.actions ?? {}),
    ];
    for (const name of named) expect(ALL_PRIVILEGES, name).toContain(name);
  });

  it('guards every declared API operation with a privilege, or says it is open (public or any session)', () => {
    const p = schema['x-privileges'];
    for (const [key, op] of Object.entries(schema['x-api'] ?? {})) {
      const privilege = CRUD.has(key) ? p[key as 'list'] : p.actions?.[key];
      expect(privilege ?? op?.access, `x-api.${key} has no privilege and no access`).toBeDefined();
      // Any session beside a privilege the operation checks itself; never public beside one.
      if (op?.access === 'public') expect(privilege, `x-api.${key} has both`).toBeUndefined();
    }
  });

  it('puts the record id in the path of show, update and delete when the path has placeholders', () => {
    for (const key of ['show', 'update', 'delete']) {
      const op = schema['x-api']?.[key];
      if (!op || placeholders(op.path).length === 0) continue;
      expect(placeholders(op.path), `x-api.${key}`).toContain(schema['x-id']);
    }
  });

  it('points foreign keys at existing schemas', () => {
    for (const [name, prop] of Object.entries(props)) {
      const ref = prop['x-column']?.references;
      if (ref !== undefined) expect([...schemas.keys()], `${name} → ${ref}`).toContain(ref);
    }
  });

  it('builds composite unique keys from stored properties', () => {
    for (const cols of [...(schema['x-table']?.unique ?? []), ...(schema['x-table']?.indexes ?? [])]) {
      for (const c of cols) {
        expect(props, c).toHaveProperty(c);
        expect(props[c]['x-column']?.stored, c).not.toBe(false);
      }
    }
  });
});

describe('department messages (spec part 1 §5)', () => {
  const valid = { department: 'Finance', description: 'Money matters', managerId: 1 };

  it('accepts a valid department', () => {
    expect(messages('department', valid)).toEqual([]);
  });

  it('refuses a department name with digits', () => {
    expect(fieldMessages('department', valid, 'department', 'ab1')).toEqual([
      'Department Name must not contain numbers',
    ]);
  });

  it('refuses consecutive spaces in a department name', () => {
    expect(fieldMessages('department', valid, 'department', 'a  b c')).toEqual([
      'Department Name must not contain consecutive spaces',
    ]);
  });

  it('refuses special characters in a department name', () => {
    expect(fieldMessages('department', valid, 'department', 'R&D team')).toEqual([
      'Department Name must not contain special characters',
    ]);
  });

  it('refuses a short department name with both length messages', () => {
    expect(fieldMessages('department', valid, 'department', 'ab')).toEqual([
      'Department Name must be at least 3 characters',
      'Department Name must not be empty or less than 3 characters',
    ]);
  });

  it('refuses a department name that is only long because of spaces', () => {
    expect(fieldMessages('department', valid, 'department', ' ab ')).toEqual([
      'Department Name must not be empty or less than 3 characters',
    ]);
  });

  it('asks for the name, description and manager when missing', () => {
    expect(messages('department', {})).toEqual([
      'Department Name is required',
      'Description is required',
      'Please select a valid Manager.',
    ]);
  });

  it('bounds the description between 5 and 50 characters', () => {
    expect(fieldMessages('department', valid, 'description', 'abcd')).toEqual([
      'Description must be at least 5 characters',
    ]);
    expect(fieldMessages('department', valid, 'description', 'x'.repeat(51))).toEqual([
      'Description must be less than 50 characters',
    ]);
  });
});

describe('other spec messages', () => {
  it('checks the primary user email (spec part 2 §5)', () => {
    expect(messages('user', {})).toEqual(['Email is required']);
    expect(messages('user', { email: 'not-an-email' })).toEqual(['Invalid email address']);
    expect(messages('user', { email: 'a@mail2.com' })).toEqual(['Domain must not contain any numbers']);
    expect(messages('user', { email: 'A.Person@example.com' })).toEqual([]);
  });

  it('checks employee names and code (spec part 2 §5)', () => {
    const valid = { firstName: 'Asha', lastName: 'Rao', employeeCode: 'NW001', departmentId: 1 };
    expect(messages('employee', valid)).toEqual([]);
    expect(fieldMessages('employee', valid, 'firstName', 'Asha2')).toEqual(['First name should contain only letters']);
    expect(fieldMessages('employee', valid, 'lastName', '   ')).toEqual(['Last name cannot be empty']);
    expect(fieldMessages('employee', valid, 'employeeCode', 'NW-001')).toEqual([
      'Employee code should contain only letters and numbers',
    ]);
    expect(messages('employee', {})).toEqual([
      'First name is required',
      'Last name is required',
      'Employee code is required',
      'Department is required',
    ]);
  });

  it('checks address fields (spec part 2 §5)', () => {
    const valid = {
      addressType: 'PERMANENT',
      propertyNumber: '12 B',
      zipCode: { zipCode: '560001', city: 'Bengaluru', state: 'Karnataka' },
      country: 'India',
    };
    expect(messages('address', valid)).toEqual([]);
    expect(messages('address', { ...valid, zipCode: { ...valid.zipCode, zipCode: '5600' } })).toEqual([
      'Zip Code must be in the format 123456 or 12345-6789',
    ]);
    expect(messages('address', { ...valid, zipCode: { ...valid.zipCode, city: 'B3' } })).toEqual([
      'City must contain only letters',
    ]);
    // `12/B` is a real property number (issue #37); the spec's message stays for other characters.
    expect(fieldMessages('address', valid, 'propertyNumber', '12@B')).toEqual(['Property Number must be alphanumeric']);
    expect(messages('address', { zipCode: {} })).toEqual([
      'Zip Code is required',
      'City is required',
      'State is required',
      'Address Type is required',
      'Property Number is required',
      'Country is required',
    ]);
  });

  it('checks emergency contacts and bank details', () => {
    expect(messages('emergencyContact', { contact: '12345', relationship: 'Sister' })).toEqual([
      'Contact must be exactly 10 digits',
    ]);
    expect(messages('emergencyContact', {})).toEqual(['Contact is required', 'Relationship is required']);
    const bank = { bankName: 'Axis Bank', accountNumber: '123456789', ifsc: 'UTIB0001234', branch: 'MG Road' };
    expect(messages('account', bank)).toEqual([]);
    expect(fieldMessages('account', bank, 'ifsc', 'UTIB1001234')).toEqual([
      'IFSC Code must be in the format XXXX0YYYYYY',
    ]);
    expect(fieldMessages('account', bank, 'accountNumber', '12345678')).toEqual([
      'Account Number must be 9 to 18 digits',
    ]);
  });

  it('uses the attribute wording of each kind', () => {
    expect(messages('organizationAttribute', {})).toEqual(['Attribute field is required']);
    expect(messages('organizationAttribute', { attributeKey: 'Blood group 2' })).toEqual([
      'Attribute field must contain only letters',
    ]);
    expect(messages('departmentAttribute', { attributeKey: '  ' })).toEqual(['Attributes field is required']);
    expect(messages('branchAttribute', {})).toEqual(['Attributes field is required']);
    expect(messages('employeeAttribute', {})).toEqual(['Attribute name is required']);
    expect(messages('employeeAttribute', { attributeKey: ' ' })).toEqual(['Attribute name cannot be empty']);
  });

  it('checks the leave request (spec part 2 §5)', () => {
    expect(messages('leaveRequest', {})).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required and must be at least 1 day',
      'This field is required',
    ]);
    const valid = { leaveType: 'PLANNED', startDate: '2025-03-03', endDate: '2025-03-04', numberOfDays: 2, reason: 'Family' };
    expect(messages('leaveRequest', valid)).toEqual([]);
    expect(fieldMessages('leaveRequest', valid, 'numberOfDays', 0)).toEqual([
      'This field is required and must be at least 1 day',
    ]);
  });

  it('checks the review (spec part 2 §5)', () => {
    expect(messages('performance', {})).toEqual(['This field is required', 'This field is required']);
    expect(messages('performance', { rating: 'SUPERB', comment: 'Good' })).toEqual(['This field is required']);
  });

  it('checks the shift time (spec part 2 §5)', () => {
    expect(messages('shiftDuration', { shiftDurationHours: 8, shiftDurationMinutes: 30 })).toEqual([]);
    expect(messages('shiftDuration', { shiftDurationHours: 8, shiftDurationMinutes: 60 })).toEqual([
      'Invalid time format (HH:mm)',
    ]);
    expect(messages('shiftDuration', { shiftDurationHours: 24, shiftDurationMinutes: 30 })).toEqual([
      'Invalid time format (HH:mm)',
    ]);
  });

  it('checks the attendance location name (spec part 2 §5)', () => {
    const valid = { attendanceLocation: 'Head Office', latitude: 12.9, longitude: 77.6, elevation: 920 };
    expect(messages('attendanceLocation', valid)).toEqual([]);
    expect(fieldMessages('attendanceLocation', valid, 'attendanceLocation', '   ')).toEqual([
      'Location name cannot be just spaces',
    ]);
    expect(fieldMessages('attendanceLocation', valid, 'attendanceLocation', 'Gate 2')).toEqual([
      'Location name can only contain letters',
    ]);
    expect(fieldMessages('attendanceLocation', valid, 'latitude', 91)).toEqual(['Latitude must be between -90 and 90']);
  });

  it('checks the role name and privileges (spec part 2 §5)', () => {
    expect(messages('role', { role: 'Team Lead', privilege: ['GET_ALL_SKILL'] })).toEqual([]);
    expect(messages('role', { role: 'Lead 2', privilege: [] })).toEqual([
      'Role Name must not contain numbers',
      'Please select at least one privilege.',
    ]);
  });

  it('asks for a location before checking in', () => {
    expect(messages('attendance', {})).toEqual([
      'Please fetch your location before checking in.',
      'Please fetch your location before checking in.',
      'Please fetch your location before checking in.',
    ]);
  });
});
