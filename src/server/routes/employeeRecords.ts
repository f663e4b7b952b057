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
import { say } from '../messages.ts';
import type { PlainMessageCode } from '../../shared/serverMessages.ts';
import { envelopeSchema } from '../wire.ts';
import { employeeResponse } from './employeeViews.ts';
import { endpoint, idsOf, type Endpoint, type FeatureOptions } from './registrar.ts';

const contactSchema = registry.emergencyContact as ResourceSchema;
const addressSchema = registry.address as ResourceSchema;
const accountSchema = registry.account as ResourceSchema;
const text = { type: 'string' };
/** A1–A3 answer S3 with the whole employee. */
const s3 = {
  type: 'object',
  properties: { Status: { type: 'boolean' }, message: text, UpdatedEmployee: employeeResponse },
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

type Ids = Record<string, number>;

export async function employeeRecordRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const contacts = (operation: string, e: Omit<Endpoint, 'schema' | 'operation'>) =>
    endpoint(app, { schema: contactSchema, operation, ...e });
  const addresses = (operation: string, e: Omit<Endpoint, 'schema' | 'operation'>) =>
    endpoint(app, { schema: addressSchema, operation, ...e });
  const accounts = (operation: string, e: Omit<Endpoint, 'schema' | 'operation'>) =>
    endpoint(app, { schema: accountSchema, operation, ...e });

  // C1: always carries `emergencyContacts`, possibly [].
  contacts('ofEmployee', {
    payload: { type: 'array', items: contact },
    message: (found) =>
      (found as unknown[]).length
        ? 'emergency_contact.list_fetched'
        : 'emergency_contact.none_found',
    handler: (request) => contactsOf(db, request.principal, idsOf(request).employeeId),
  });
  contacts('create', {
    body: bodySchema(contactSchema, false),
    payload: contact,
    message: 'emergency_contact.added',
    handler: (request) =>
      addContact(db, request.principal, idsOf(request).employeeId, request.body as ContactBody),
  });
  contacts('update', {
    body: bodySchema(contactSchema, true),
    handler: (request) =>
      editContact(
        db,
        request.principal,
        idsOf(request).emergencyContactId,
        request.body as ContactBody,
      ),
  });
  contacts('delete', {
    handler: (request) => {
      const { emergencyContactId, employeeId } = idsOf(request);
      return removeContact(db, request.principal, emergencyContactId, employeeId);
    },
  });

  // A1–A3: S3 with the whole employee.
  const withEmployee = (
    code: PlainMessageCode,
    work: (request: FastifyRequest, ids: Ids) => unknown,
  ) =>
    ({
      payload: s3,
      envelope: 'bare',
      handler: async (request, reply) => ({
        Status: true,
        message: say(reply, code),
        UpdatedEmployee: await work(request, idsOf(request)),
      }),
    }) satisfies Omit<Endpoint, 'schema' | 'operation'>;
  const nested = { preValidation: async (request: FastifyRequest) => nestAddress(request) };
  addresses('create', {
    body: bodySchema(addressSchema, false),
    route: nested,
    ...withEmployee('address.added', (request, ids) =>
      addAddress(db, request.principal, ids.employeeId, request.body as AddressBody),
    ),
  });
  addresses('update', {
    body: bodySchema(addressSchema, false),
    route: nested,
    ...withEmployee('address.updated', (request, ids) =>
      editAddress(
        db,
        request.principal,
        ids.employeeId,
        ids.addressId,
        request.body as AddressBody,
      ),
    ),
  });
  addresses('delete', {
    ...withEmployee('address.removed', (request, ids) =>
      removeAddress(db, request.principal, ids.employeeId, ids.addressId),
    ),
  });

  // AC1: replaces any existing account; answers the whole employee as `updatedUser`.
  accounts('create', {
    body: bodySchema(accountSchema, false),
    payload: employeeResponse,
    message: 'bank_account.added',
    handler: (request) =>
      addAccount(db, request.principal, idsOf(request).employeeId, request.body as AccountBody),
  });
  // AC2: all four fields required, as on AC1 (§2.5).
  accounts('update', {
    body: bodySchema(accountSchema, false),
    payload: account,
    message: 'bank_account.updated',
    handler: (request) =>
      editAccount(db, request.principal, idsOf(request).accountId, request.body as AccountBody),
  });
  // AC3: 200 with success:false when there was no account (§2.5).
  accounts('removeAccount', {
    payload: envelopeSchema(),
    envelope: 'bare',
    handler: async (request, reply) => {
      const removed = await removeAccount(db, request.principal, idsOf(request).employeeId);
      return removed
        ? { success: true, message: say(reply, 'bank_account.removed') }
        : { success: false, message: say(reply, 'bank_account.none') };
    },
  });
}
