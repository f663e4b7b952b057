/**
 * An employee as the wire writes it (contract §3.3–§3.4): the Employee object with its nested keys,
 * the pages and envelopes of the lists, the search results and EM5's answer (the addresses and the
 * bank account answer the whole employee too: they read it through the `object` action). And as
 * the wire reads it: EM3/EM7's bodies and the coercion of the text a client sends.
 */
import {
  bodyView,
  envelopeSchema,
  nullable,
  pageSchema,
  recordView,
  schemaOf,
  wireView,
  type JSONSchema7,
} from '../../src/server/operations/hookApi.ts';

const props = schemaOf('employee').properties as Record<string, JSONSchema7>;
const int = { type: 'integer' };
const bool = { type: 'boolean' };

/** The Employee object's keys the hook file fills (its `computed`), in the wire's order. */
export const COMPUTED = [
  'user',
  'departments',
  'addresses',
  'emergencyContacts',
  'account',
  'skills',
  'designations',
];
/** The Employee object (§3.4): stored columns plus the nested keys, each listed explicitly. */
export const employeeResponse: JSONSchema7 = {
  type: 'object',
  properties: {
    ...recordView('employee').properties,
    attributes: { type: 'object', additionalProperties: true },
    ...Object.fromEntries(COMPUTED.map((n) => [n, wireView(props[n])])),
  },
};

const employeePage = pageSchema(employeeResponse);
/** B3, EM6: a Page of Employee objects under `Employees`. */
export const employeePageAnswer = envelopeSchema('Employees', employeePage);
/** EM4 carries a top-level copy of totalPages the list screen reads (§1.5). */
export const employeeListAnswer = {
  ...employeePageAnswer,
  properties: { ...employeePageAnswer.properties, totalPages: int },
};

const address = wireView(props.addresses).items as JSONSchema7;
/** SearchResult (§3.3), plus the EM8 extras the review screen reads. */
const searchResult = {
  type: 'object',
  properties: {
    userId: nullable('integer'),
    employeeId: int,
    employeeCode: nullable('string'),
    firstName: nullable('string'),
    lastName: nullable('string'),
    profileImage: nullable('string'),
    gender: nullable('string'),
    position: nullable('string'),
    contact: nullable('string'),
    joinDate: nullable('string'),
    createdAt: nullable('string'),
    addresses: { type: 'array', items: address },
    attributes: { type: 'object', additionalProperties: true },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          roleId: int,
          role: { type: 'string' },
          privilege: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    active: { type: 'null' },
    managerId: { type: 'null' },
    departments: { type: 'null' },
  },
};
export const employeeSearchResults = { type: 'array', items: searchResult };

/** EM5: S3 with `Employee.employee` and the organisations of the employee's department. */
export const employeeShowAnswer = {
  type: 'object',
  properties: {
    Status: bool,
    message: { type: 'string' },
    Employee: {
      type: 'object',
      properties: {
        employee: employeeResponse,
        organizations: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              organizationId: int,
              organizationName: nullable('string'),
              organizationDescription: nullable('string'),
              organizationImage: nullable('string'),
              attributes: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
  },
};

/** EM3 / EM7 bodies: the schema's writable fields plus the name lists, nothing else (§6.2 #34). */
export function employeeDetailsBody(partial: boolean): JSONSchema7 {
  const body = bodyView('employee', partial) as JSONSchema7 & {
    properties: Record<string, JSONSchema7>;
  };
  const list = (n: string) => {
    const { type, items } = props[n];
    return {
      type,
      items,
      maxItems: 100,
      errorMessage: { type: `${n} must be a list of names.` },
    } as JSONSchema7;
  };
  return {
    ...body,
    properties: {
      ...body.properties,
      skillList: list('skillList'),
      designationList: list('designationList'),
    },
  };
}

const NUMBER_FIELDS = ['departmentId', 'salary'];
const nullableField = (n: string) => [props[n]?.type].flat().includes('null');

/**
 * The client sends `<select>` values and empty inputs as text (§1.1): numeric strings become numbers,
 * "" becomes null. On an update, null for a field that cannot be empty means "leave as it is": the
 * edit form posts the whole pre-edited employee, blanks included.
 */
export function coerceEmployeeDetails(body: Record<string, unknown>, partial: boolean) {
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string' || !(k in props)) continue;
    if (v.trim() === '' && (NUMBER_FIELDS.includes(k) || nullableField(k))) body[k] = null;
    else if (NUMBER_FIELDS.includes(k) && /^\d{1,15}(\.\d+)?$/.test(v.trim()))
      body[k] = Number(v.trim());
  }
  if (partial)
    for (const [k, v] of Object.entries(body)) if (v === null && !nullableField(k)) delete body[k];
  return body;
}
