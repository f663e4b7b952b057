/**
 * One route of the live table as an OpenAPI operation: path and query parameters from its params and
 * querystring schemas, the request body (JSON, CSV, or the multipart forms the schemas declare), every
 * response status it declares, who may call it (`security`, `x-privilege` and a sentence), a tag from
 * its first path segment and a summary naming the schema operation it serves.
 */
import type { ResourceSchema } from '../../shared/dialect.ts';
import { bodySchema } from '../http/schemaViews.ts';
import { errorResponse } from '../http/wire.ts';
import type { RouteDoc } from './collect.ts';
import { toOasSchema } from './schemas.ts';

type Obj = Record<string, unknown>;

/** `/api/v1/skill/:skillId` → `/api/v1/skill/{skillId}` */
export const oasPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Invalid input: `message` says why, `errors` lists each problem, `fieldErrors` the field of each',
  401: 'No valid session: sign in again',
  403: 'The caller lacks the privilege (or the record is not theirs)',
  404: 'Not found',
  409: 'Conflict with the stored data (a duplicate, a record in use)',
  413: 'The request is too large',
  415: 'Unsupported content type',
  422: 'The content was read but some of it is invalid',
  429: 'Too many requests: wait for Retry-After seconds',
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** Who may call it, as data (x-privilege, security) and as a sentence (description). */
function accessOf(route: RouteDoc): Obj {
  const byToken = tokenAccessOf(route);
  if (!route.access.imageLink) return byToken;
  // Said in words: the link's parts are query parameters, not a security scheme of their own.
  return {
    ...byToken,
    description:
      `${byToken.description} Or, without a token, the signed link (\`v\`, \`exp\`, \`sig\`) ` +
      'the answers carry, for that version of the image until it expires; any other link is 403.',
  };
}

function tokenAccessOf(route: RouteDoc): Obj {
  const { access, privilege } = route.access;
  if (access === 'public')
    return { security: [], 'x-access': 'public', description: 'Public: no token needed.' };
  if (privilege)
    return {
      security: [{ bearerAuth: [] }],
      'x-privilege': privilege,
      description: `Requires a signed-in user whose role holds the privilege \`${privilege}\`.`,
    };
  return {
    security: [{ bearerAuth: [] }],
    'x-access': 'signedIn',
    description: route.access.allowTemporaryPassword
      ? 'Any signed-in user (a valid bearer token) may call this, even while their password is ' +
        'temporary (every other route then answers 403).'
      : 'Any signed-in user (a valid bearer token) may call this.',
  };
}

function parameters(route: RouteDoc): Obj[] {
  const out: Obj[] = [];
  for (const [where, schema] of [
    ['path', route.schema.params],
    ['query', route.schema.querystring],
  ] as const) {
    const s = schema as { properties?: Obj; required?: string[] } | undefined;
    for (const [name, prop] of Object.entries(s?.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || Boolean(s?.required?.includes(name)),
        schema: toOasSchema(prop),
      });
    }
  }
  // A path parameter the params schema does not list is still a parameter.
  for (const [, name] of route.url.matchAll(/:(\w+)/g))
    if (!out.some((p) => p.in === 'path' && p.name === name))
      out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  return out;
}

/** Bodies Fastify does not describe with a JSON schema: the multipart forms. */
export function multipartForms(schemas: ResourceSchema[]): Map<string, Obj> {
  const forms = new Map<string, Obj>();
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  for (const s of schemas) {
    const api = s['x-api'] ?? {};
    const mp = s['x-form']?.multipart;
    const key = (op?: { method: string; path: string }) => op && `${op.method} /api/v1${op.path}`;
    for (const op of [api.create, api.update]) {
      const k = key(op);
      if (mp && k)
        forms.set(k, {
          type: 'object',
          properties: {
            [mp.part]: {
              type: 'string',
              description: `The ${s.title} as JSON text.`,
              contentMediaType: 'application/json',
              // What the JSON says, checked as a JSON body would be (no key beyond these).
              contentSchema: toOasSchema(
                bodySchema(s, op === api.update && op?.method === 'PATCH'),
              ),
            },
            [mp.file]: { ...file, description: 'Optional JPEG or PNG, at most 5 MB.' },
          },
          required: [mp.part],
          additionalProperties: false,
        });
    }
    const k = key(api.uploadImage);
    if (k)
      forms.set(k, {
        type: 'object',
        properties: { file: { ...file, description: 'JPEG or PNG, at most 5 MB.' } },
        required: ['file'],
        additionalProperties: false,
      });
  }
  return forms;
}

function requestBody(route: RouteDoc, forms: Map<string, Obj>): Obj | undefined {
  const form = forms.get(`${route.method} ${oasPath(route.url)}`);
  const body = route.schema.body;
  const content: Obj = {};
  const types = route.schema.consumes ?? ['application/json'];
  if (body) for (const t of types) content[t] = { schema: toOasSchema(body) };
  if (form) content['multipart/form-data'] = { schema: form };
  if (!Object.keys(content).length) return undefined;
  return { required: Boolean(body) && !form, content };
}

/** The headers naming an answer's message by code (src/shared/messageHeaders.ts). */
export const MESSAGE_HEADERS = {
  MessageCode: {
    description:
      'The stable code of the body’s `message` (src/shared/serverMessages.ts), e.g. ' +
      '`auth.session_expired`; absent when the body carries no message.',
    schema: { type: 'string', pattern: '^[a-z_]+\\.[a-z_]+$' },
  },
  MessageParams: {
    description:
      'The variable parts of that message: a JSON object, URI-encoded (`encodeURIComponent`), ' +
      'whose keys are the `%{placeholders}` of its sentence. Absent when it has none.',
    schema: { type: 'string' },
  },
};

// Inline, not $ref: the official meta-schema checks a Reference Object's $ref as an absolute URI.
const MESSAGE_HEADER_REFS = {
  'X-Message-Code': MESSAGE_HEADERS.MessageCode,
  'X-Message-Params': MESSAGE_HEADERS.MessageParams,
};

/** Whether a response schema's body carries a `message` (or S2's `Message`). */
const saysSomething = (schema: unknown) => {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Boolean(properties && ('message' in properties || 'Message' in properties));
};

function responses(route: RouteDoc): Obj {
  const out: Obj = {};
  const declared = (route.schema.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    const description = STATUS_TEXT[status] ?? `HTTP ${status}`;
    if (status === '204') out[status] = { description };
    else if (schema === errorResponse) {
      out[status] = {
        description,
        headers: MESSAGE_HEADER_REFS,
        content: { 'application/json': { schema: ERROR_REF } },
      };
    } else
      out[status] = {
        description,
        ...(saysSomething(schema) ? { headers: MESSAGE_HEADER_REFS } : {}),
        content: { 'application/json': { schema: toOasSchema(schema) } },
      };
  }
  const error = (status: string) =>
    (out[status] ??= {
      description: STATUS_TEXT[status],
      headers: MESSAGE_HEADER_REFS,
      content: { 'application/json': { schema: ERROR_REF } },
    });
  if (route.access.access !== 'public') error('401');
  if (route.access.privilege) error('403');
  if (!Object.keys(out).some((s) => s.startsWith('2'))) out['200'] = { description: 'OK' };
  return out;
}

/** `GET /api/v1/project/:projectId` → `getProjectByProjectId` */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/(v1\/)?/, '')
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? `By-${seg.slice(1)}` : seg))
    .flatMap((seg) => seg.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

export const tagOf = (url: string) =>
  url
    .replace(/^\/api\/(v1\/)?/, '')
    .split('/')
    .filter(Boolean)[0] ?? 'api';

export function operationFor(
  route: RouteDoc,
  summary: string | undefined,
  forms: Map<string, Obj>,
): Obj {
  const access = accessOf(route);
  const own = route.schema;
  const op: Obj = {
    operationId: operationId(route.method, route.url),
    summary: own.summary ?? summary ?? `${route.method} ${oasPath(route.url)}`,
    tags: [tagOf(route.url)],
    ...access,
    description: [own.description, access.description].filter(Boolean).join('\n\n'),
  };
  const params = parameters(route);
  if (params.length) op.parameters = params;
  const body = requestBody(route, forms);
  if (body) op.requestBody = body;
  op.responses = responses(route);
  return op;
}
