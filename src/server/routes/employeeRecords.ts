/**
 * Emergency contacts (C1–C4), addresses (A1–A3) and the bank account (AC1–AC3) on the contract's
 * paths, statuses and envelopes (S1, S3, S7), from the x-api of their schemas. Scope rules live in
 * operations/employeeRecords.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JSONSchema7 } from 'json-schema';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import {
  addAccount,
  addAddress,
  addContact,
  contactsOf,
  editAccount,
  editAddress,
  editContact,
  removeAccount,
  removeAddress,
  removeContact,
  type AccountBody,
  type AddressBody,
  type ContactBody,
} from '../operations/employeeRecords.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import { employeeResponse } from './employees.ts';
import type { FeatureOptions } from './features.ts';
import { protectedErrors } from './responseSchemas.ts';
import { say } from '../messages.ts';

const contactSchema = registry.emergencyContact as ResourceSchema;
const addressSchema = registry.address as ResourceSchema;
const accountSchema = registry.account as ResourceSchema;
const contactApi = contactSchema['x-api']!;
const addressApi = addressSchema['x-api']!;
const accountApi = accountSchema['x-api']!;

const fastifyPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;
const ids = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(
    names.map((n) => [n, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }]),
  ),
  errorMessage: {
    properties: Object.fromEntries(names.map((n) => [n, `${n} must be a positive whole number.`])),
  },
});

const bool = { type: 'boolean' };
const text = { type: 'string' };
const s1 = (extra: Record<string, object> = {}) => ({
  type: 'object',
  properties: { success: bool, message: text, ...extra },
});
const s3 = {
  type: 'object',
  properties: { Status: bool, message: text, UpdatedEmployee: employeeResponse },
};
const contact = {
  type: 'object',
  properties: { emergencyContactId: { type: 'integer' }, contact: text, relationship: text },
};
const { employeeId: _owner, ...accountProps } = recordResponseSchema(accountSchema).properties!;
const account: JSONSchema7 = { type: 'object', properties: accountProps };

/**
 * The original client sends a flat address (`zipCode` as text or a number, `city`, `state` beside
 * it); the schema nests them under `zipCode`. Both arrive here; the flat one is folded in.
 */
function nestAddress(request: FastifyRequest) {
  const b = request.body as Record<string, unknown> | undefined;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return;
  if (b.zipCode !== null && typeof b.zipCode === 'object') return;
  if (b.zipCode === undefined && b.city === undefined && b.state === undefined) return;
  b.zipCode = {
    ...(b.zipCode !== undefined
      ? { zipCode: typeof b.zipCode === 'number' ? String(b.zipCode) : b.zipCode }
      : {}),
    ...(b.city !== undefined ? { city: b.city } : {}),
    ...(b.state !== undefined ? { state: b.state } : {}),
  };
}

type EmployeeParams = { employeeId: number };

export async function employeeRecordRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const contactPriv = contactSchema['x-privileges'];
  const addressPriv = addressSchema['x-privileges'];
  const accountPriv = accountSchema['x-privileges'];

  // C1: always carries `emergencyContacts`, possibly [].
  app.get<{ Params: EmployeeParams }>(
    fastifyPath(contactApi.ofEmployee!.path),
    {
      config: { privilege: contactPriv.actions!.ofEmployee },
      schema: {
        params: ids('employeeId'),
        response: {
          200: s1({ emergencyContacts: { type: 'array', items: contact } }),
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const emergencyContacts = await contactsOf(db, request.principal, request.params.employeeId);
      return {
        success: true,
        message: emergencyContacts.length
          ? say(reply, 'emergency_contact.list_fetched')
          : say(reply, 'emergency_contact.none_found'),
        emergencyContacts,
      };
    },
  );

  app.post<{ Params: EmployeeParams; Body: ContactBody }>(
    fastifyPath(contactApi.create!.path),
    {
      config: { privilege: contactPriv.create },
      schema: {
        params: ids('employeeId'),
        body: bodySchema(contactSchema, false),
        response: { 201: s1({ emergencyContact: contact }), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const emergencyContact = await addContact(
        db,
        request.principal,
        request.params.employeeId,
        request.body,
      );
      return reply
        .code(201)
        .send({ success: true, message: say(reply, 'emergency_contact.added'), emergencyContact });
    },
  );

  app.patch<{ Params: { emergencyContactId: number }; Body: ContactBody }>(
    fastifyPath(contactApi.update!.path),
    {
      config: { privilege: contactPriv.update },
      schema: {
        params: ids('emergencyContactId'),
        body: bodySchema(contactSchema, true),
        response: { ...protectedErrors },
      },
    },
    async (request, reply) => {
      await editContact(db, request.principal, request.params.emergencyContactId, request.body);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { emergencyContactId: number; employeeId: number } }>(
    fastifyPath(contactApi.delete!.path),
    {
      config: { privilege: contactPriv.delete },
      schema: { params: ids('emergencyContactId', 'employeeId'), response: { ...protectedErrors } },
    },
    async (request, reply) => {
      const { emergencyContactId, employeeId } = request.params;
      await removeContact(db, request.principal, emergencyContactId, employeeId);
      return reply.code(204).send();
    },
  );

  // A1–A3: S3 with the whole employee.
  app.post<{ Params: EmployeeParams; Body: AddressBody }>(
    fastifyPath(addressApi.create!.path),
    {
      config: { privilege: addressPriv.create },
      preValidation: async (request) => nestAddress(request),
      schema: {
        params: ids('employeeId'),
        body: bodySchema(addressSchema, false),
        response: { 200: s3, ...protectedErrors },
      },
    },
    async (request, reply) => ({
      Status: true,
      message: say(reply, 'address.added'),
      UpdatedEmployee: await addAddress(
        db,
        request.principal,
        request.params.employeeId,
        request.body,
      ),
    }),
  );

  app.put<{ Params: EmployeeParams & { addressId: number }; Body: AddressBody }>(
    fastifyPath(addressApi.update!.path),
    {
      config: { privilege: addressPriv.update },
      preValidation: async (request) => nestAddress(request),
      schema: {
        params: ids('employeeId', 'addressId'),
        body: bodySchema(addressSchema, false),
        response: { 200: s3, ...protectedErrors },
      },
    },
    async (request, reply) => ({
      Status: true,
      message: say(reply, 'address.updated'),
      UpdatedEmployee: await editAddress(
        db,
        request.principal,
        request.params.employeeId,
        request.params.addressId,
        request.body,
      ),
    }),
  );

  app.delete<{ Params: EmployeeParams & { addressId: number } }>(
    fastifyPath(addressApi.delete!.path),
    {
      config: { privilege: addressPriv.delete },
      schema: {
        params: ids('employeeId', 'addressId'),
        response: { 200: s3, ...protectedErrors },
      },
    },
    async (request, reply) => ({
      Status: true,
      message: say(reply, 'address.removed'),
      UpdatedEmployee: await removeAddress(
        db,
        request.principal,
        request.params.employeeId,
        request.params.addressId,
      ),
    }),
  );

  // AC1: replaces any existing account; answers the whole employee as `updatedUser`.
  app.post<{ Params: EmployeeParams; Body: AccountBody }>(
    fastifyPath(accountApi.create!.path),
    {
      config: { privilege: accountPriv.create },
      schema: {
        params: ids('employeeId'),
        body: bodySchema(accountSchema, false),
        response: { 200: s1({ updatedUser: employeeResponse }), ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'bank_account.added'),
      updatedUser: await addAccount(db, request.principal, request.params.employeeId, request.body),
    }),
  );

  // AC2: all four fields required, as on AC1 (§2.5).
  app.patch<{ Params: { accountId: number }; Body: AccountBody }>(
    fastifyPath(accountApi.update!.path),
    {
      config: { privilege: accountPriv.update },
      schema: {
        params: ids('accountId'),
        body: bodySchema(accountSchema, false),
        response: { 200: s1({ updatedAccount: account }), ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'bank_account.updated'),
      updatedAccount: await editAccount(
        db,
        request.principal,
        request.params.accountId,
        request.body,
      ),
    }),
  );

  // AC3: 200 with success:false when there was no account (§2.5).
  app.delete<{ Params: EmployeeParams }>(
    fastifyPath(accountApi.removeAccount!.path),
    {
      config: { privilege: accountPriv.actions!.removeAccount },
      schema: { params: ids('employeeId'), response: { 200: s1(), ...protectedErrors } },
    },
    async (request, reply) => {
      const removed = await removeAccount(db, request.principal, request.params.employeeId);
      return removed
        ? { success: true, message: say(reply, 'bank_account.removed') }
        : { success: false, message: say(reply, 'bank_account.none') };
    },
  );
}
