/**
 * Response schemas: fast-json-stringify writes only the listed keys, so a column that is not listed
 * here (a password hash) can never reach a client, whatever a query happens to select.
 */
import { nullable } from '../wire.ts';

export { errorResponse, protectedErrors } from '../wire.ts';

const role = {
  type: 'object',
  properties: {
    roleId: { type: 'integer' },
    role: { type: 'string' },
    privilege: { type: 'array', items: { type: 'string' } },
  },
} as const;

const address = {
  type: 'object',
  properties: {
    addressId: { type: 'integer' },
    addressType: nullable('string'),
    propertyNumber: nullable('string'),
    country: nullable('string'),
    zipCode: {
      type: ['object', 'null'],
      properties: {
        zipCode: nullable('string'),
        city: nullable('string'),
        state: nullable('string'),
      },
    },
  },
} as const;

const department = {
  type: 'object',
  properties: {
    departmentId: { type: 'integer' },
    department: nullable('string'),
    description: nullable('string'),
    attributes: { type: 'object', additionalProperties: true },
  },
} as const;

export const loginUser = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    employeeId: nullable('integer'),
    employeeCode: nullable('string'),
    email: { type: 'string' },
    active: { type: 'boolean' },
    createdAt: nullable('string'),
    roles: { type: 'array', items: role },
    managerId: { type: 'null' },
    firstName: nullable('string'),
    lastName: nullable('string'),
    gender: nullable('string'),
    profileImage: nullable('string'),
    contact: nullable('string'),
    dateOfBirth: nullable('string'),
    position: nullable('string'),
    joinDate: nullable('string'),
    attributes: { type: 'object', additionalProperties: true },
    addresses: { type: 'array', items: address },
    departments: { type: 'array', items: department },
  },
} as const;
