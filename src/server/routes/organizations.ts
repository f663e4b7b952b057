/**
 * Organisations on the wire (contract §2.6): O1–O8 plus the logo itself. Create and update are
 * multipart (part `organizationData` = JSON text, optional part `file` = the logo); a JSON body with
 * the same fields is accepted too. Paths, statuses and privileges come from the schemas' x-api and
 * x-privileges. Also exports the small wire helpers the branch and attribute routes share.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../../generated/registry.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden, httpError } from '../errors.ts';
import { imageLinkQuery, sendLinkedImage } from '../imageLinks.ts';
import {
  createOrganization,
  departmentsOfOrganizationPage,
  listOrganizationPage,
  organizationLogo,
  removeOrganization,
  setOrganizationLogo,
  updateOrganizationDetails,
} from '../operations/organizations.ts';
import { MAX_IMAGE_BYTES, withMultipart } from '../uploads.ts';
import { page } from '../wire.ts';
import type { FeatureOptions } from './features.ts';
import { protectedErrors } from '../wire.ts';
import { say } from '../messages.ts';

export const MAX_PAGE_SIZE = 100;

/** `/organization/{organizationId}` → `/api/v1/organization/:organizationId` */
export const apiPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;

/** Path ids: positive integers, else 400 (contract §1.7). */
export const idParams = (names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(
    names.map((n) => [n, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }]),
  ),
  errorMessage: {
    properties: Object.fromEntries(names.map((n) => [n, `${n} must be a positive whole number.`])),
  },
});

/** page ≥ 0 and size ≥ 1 (400 otherwise); the size is capped at 100 by `paging`. */
export const pageQuery = (defaultSize = 10) => ({
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: defaultSize },
  },
  errorMessage: {
    properties: {
      page: 'page must be a whole number of 0 or more.',
      size: 'size must be a whole number of 1 or more.',
    },
  },
});

export const paging = (request: FastifyRequest) => {
  const q = request.query as { page: number; size: number };
  return { page: q.page, size: Math.min(q.size, MAX_PAGE_SIZE) };
};

const sortSchema = {
  type: 'object',
  properties: {
    empty: { type: 'boolean' },
    sorted: { type: 'boolean' },
    unsorted: { type: 'boolean' },
  },
};

/** The Spring Page (contract §1.5) around an item schema. */
export const pageSchema = (item: object) => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: item },
    pageable: {
      type: 'object',
      properties: {
        pageNumber: { type: 'integer' },
        pageSize: { type: 'integer' },
        offset: { type: 'integer' },
        paged: { type: 'boolean' },
        unpaged: { type: 'boolean' },
        sort: sortSchema,
      },
    },
    last: { type: 'boolean' },
    first: { type: 'boolean' },
    totalPages: { type: 'integer' },
    totalElements: { type: 'integer' },
    size: { type: 'integer' },
    number: { type: 'integer' },
    numberOfElements: { type: 'integer' },
    empty: { type: 'boolean' },
    sort: sortSchema,
  },
});

/** S1 `{success, message, <key>?}`. */
export const s1Schema = (key: string | undefined, payload: object) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    ...(key ? { [key]: payload } : {}),
  },
});

/** S4 `{status, isSuccess, message, data}`. */
export const s4Schema = (payload: object) => ({
  type: 'object',
  properties: {
    status: { type: 'integer' },
    isSuccess: { type: 'boolean' },
    message: { type: 'string' },
    data: payload,
  },
});

/** Ids from `<select>` values arrive as "12" or "" (contract §1.1): numbers or null before validation. */
export function coerceId(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return value;
}

const attributesSchema = {
  type: 'object',
  additionalProperties: { type: ['string', 'null'] },
};

/** Organization (§3.9) as it leaves the server. */
export const organizationSchema = {
  type: 'object',
  properties: {
    organizationId: { type: 'integer' },
    organizationName: { type: 'string' },
    organizationImage: { type: ['string', 'null'] },
    organizationDescription: { type: ['string', 'null'] },
    attributes: attributesSchema,
  },
};

export const branchSchema = {
  type: 'object',
  properties: {
    branchId: { type: 'integer' },
    branchName: { type: 'string' },
    organizationId: { type: ['integer', 'null'] },
    attributes: attributesSchema,
  },
};

export const departmentSchema = {
  type: 'object',
  properties: {
    departmentId: { type: 'integer' },
    department: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    attributes: attributesSchema,
  },
};

const departmentRowSchema = {
  type: 'object',
  properties: {
    ...departmentSchema.properties,
    managerId: { type: ['integer', 'null'] },
    managerEmployeeCode: { type: ['string', 'null'] },
    managerFirstName: { type: ['string', 'null'] },
    managerLastName: { type: ['string', 'null'] },
    organizations: { type: 'array', items: organizationSchema },
    branches: { type: 'array', items: branchSchema },
  },
};

const messageSchema = { type: 'object', properties: { message: { type: 'string' } } };

const tooLarge = { 413: protectedErrors[400] };

type OrganizationForm = { data: unknown; file?: Buffer };

/**
 * Reads the form: `organizationData` (JSON text) and at most one `file`. A file needs
 * UPLOAD_ORGANIZATION_IMAGE on top of the route's privilege; its size is enforced while streaming
 * (the multipart limit answers 413 past 5 MiB).
 */
async function readForm(
  request: FastifyRequest,
  uploadPrivilege: string,
): Promise<OrganizationForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const data = body.organizationData ?? body;
    return { data: typeof data === 'string' ? parseData(data) : data };
  }
  const form: OrganizationForm = { data: {} };
  let denied = false;
  let tooLargeFile = false;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || !part.filename) {
        part.file.resume(); // an empty file input or an unknown part: not a logo
        continue;
      }
      if (!request.principal.privileges.includes(uploadPrivilege)) {
        // Drain rather than throw mid-stream: the request must be read to its end to be answered.
        denied = true;
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) tooLargeFile = true;
      else if (bytes.length) form.file = bytes;
    } else if (part.fieldname === 'organizationData') {
      if (part.valueTruncated) throw httpError(413, 'organization.data_too_large');
      form.data = String(part.value);
    }
  }
  if (tooLargeFile) throw httpError(413, 'upload.file_too_large');
  if (denied) throw forbidden('organization.upload_forbidden');
  if (typeof form.data === 'string') form.data = parseData(form.data);
  return form;
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('organization.data_not_json');
  }
}

async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('upload.no_image');
  let tooLargeFile = false;
  let found: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) tooLargeFile = true;
    else if (bytes.length && !found) found = bytes;
  }
  if (tooLargeFile) throw httpError(413, 'upload.file_too_large');
  if (found) return found;
  throw badRequest('upload.no_image');
}

const orgIdParams = idParams(['organizationId']);
const orgId = (request: FastifyRequest) =>
  (request.params as { organizationId: number }).organizationId;

export async function organizationRoutes(app: FastifyInstance, opts: FeatureOptions) {
  const db: Db = opts.db;
  const schema = registry.organization;
  const api = schema['x-api']!;
  const priv = schema['x-privileges'];
  const uploadPrivilege = priv.actions!.uploadImage;
  const s4 = (status: number, message: string, data: unknown) => ({
    status,
    isSuccess: true,
    message,
    data,
  });

  const list = api.list!;
  app.route({
    method: list.method,
    url: apiPath(list.path),
    config: { privilege: priv.list! },
    schema: {
      querystring: pageQuery(schema['x-list']?.perPage),
      response: { [list.status]: pageSchema(organizationSchema), ...protectedErrors },
    },
    handler: async (request, reply) => {
      const { page: p, size } = paging(request);
      const { rows, total } = await listOrganizationPage(db, p, size);
      return reply.code(list.status).send(page(rows, p, size, total));
    },
  });

  // The forms with a logo: create, update and upload read multipart bodies.
  const formLimits = {
    fileSize: MAX_IMAGE_BYTES,
    files: 1,
    parts: 10,
    fields: 5,
    fieldSize: 64 * 1024,
  };
  await withMultipart(app, formLimits, (forms) => {
    const create = api.create!;
    forms.route({
      method: create.method,
      url: apiPath(create.path),
      config: { privilege: priv.create! },
      schema: {
        response: {
          [create.status]: s4Schema(organizationSchema),
          ...protectedErrors,
          ...tooLarge,
        },
      },
      handler: async (request, reply) => {
        const form = await readForm(request, uploadPrivilege);
        const org = await createOrganization(db, form.data, form.file);
        return reply
          .code(create.status)
          .send(s4(create.status, say(reply, 'organization.created'), org));
      },
    });

    const update = api.update!;
    forms.route({
      method: update.method,
      url: apiPath(update.path),
      config: { privilege: priv.update! },
      schema: {
        params: orgIdParams,
        querystring: {
          type: 'object',
          properties: { removeImage: { type: 'boolean', default: false } },
        },
        response: {
          [update.status]: s4Schema(organizationSchema),
          ...protectedErrors,
          ...tooLarge,
        },
      },
      handler: async (request, reply) => {
        const form = await readForm(request, uploadPrivilege);
        const { removeImage } = request.query as { removeImage: boolean };
        const org = await updateOrganizationDetails(db, orgId(request), form.data, {
          file: form.file,
          removeImage,
        });
        return reply
          .code(update.status)
          .send(s4(update.status, say(reply, 'organization.updated'), org));
      },
    });

    const uploadImage = api.uploadImage!;
    forms.route({
      method: uploadImage.method,
      url: apiPath(uploadImage.path),
      config: { privilege: uploadPrivilege },
      schema: {
        params: orgIdParams,
        response: { [uploadImage.status]: messageSchema, ...protectedErrors, ...tooLarge },
      },
      handler: async (request, reply) => {
        const bytes = await readFile(request);
        await setOrganizationLogo(db, orgId(request), bytes);
        return reply
          .code(uploadImage.status)
          .send({ message: say(reply, 'organization.image_uploaded') });
      },
    });
  });

  const remove = api.delete!;
  app.route({
    method: remove.method,
    url: apiPath(remove.path),
    config: { privilege: priv.delete! },
    schema: {
      params: orgIdParams,
      response: { [remove.status]: s1Schema(undefined, {}), ...protectedErrors },
    },
    handler: async (request, reply) => {
      await removeOrganization(db, orgId(request));
      return reply
        .code(remove.status)
        .send({ success: true, message: say(reply, 'organization.deleted') });
    },
  });

  // O5 lives in the department schema's x-api: it is a page of departments.
  const ofOrganization = registry.department['x-api']!.ofOrganization!;
  app.route({
    method: ofOrganization.method,
    url: apiPath(ofOrganization.path),
    config: { privilege: registry.department['x-privileges'].actions!.ofOrganization },
    schema: {
      params: orgIdParams,
      querystring: pageQuery(),
      response: { [ofOrganization.status]: pageSchema(departmentRowSchema), ...protectedErrors },
    },
    handler: async (request, reply) => {
      const { page: p, size } = paging(request);
      const { content, total } = await departmentsOfOrganizationPage(db, orgId(request), p, size);
      return reply.code(ofOrganization.status).send(page(content, p, size, total));
    },
  });

  const removeImage = api.removeImage!;
  app.route({
    method: removeImage.method,
    url: apiPath(removeImage.path),
    config: { privilege: priv.actions!.removeImage },
    schema: {
      params: orgIdParams,
      response: { [removeImage.status]: messageSchema, ...protectedErrors },
    },
    handler: async (request, reply) => {
      await setOrganizationLogo(db, orgId(request), null);
      return reply
        .code(removeImage.status)
        .send({ message: say(reply, 'organization.image_removed') });
    },
  });

  // The logo itself, with a token or through the signed link the answers carry (imageLinks.ts; a
  // token in the URL would leak into logs and history, a link names one version of one image and
  // expires). Served as an image that no browser may sniff into anything else.
  app.route({
    method: 'GET',
    url: apiPath('/organization/{organizationId}/logo'),
    config: { privilege: priv.list!, imageLink: 'logo' },
    schema: { params: orgIdParams, querystring: imageLinkQuery, response: { ...protectedErrors } },
    handler: async (request, reply) =>
      sendLinkedImage(request, reply, () => organizationLogo(db, orgId(request))),
  });
}
