/**
 * The OpenAPI 3.1 document of the running app: every route of the live table (contract routes,
 * generated routes, imports, these docs) with its privilege, parameters, bodies and answers, plus
 * each resource schema under components.schemas. Built once, after the app is ready, from
 * `app.routeDocs` (collect.ts) and the schema registry.
 *
 * @example
 *   const doc = openApiDocument(app.routeDocs, Object.values(registry));
 *   doc.paths['/api/v1/skill'].post['x-privilege'] // 'ADD_SKILL'
 */
import type { ResourceSchema } from '../../shared/dialect.ts';
import { errorResponse } from '../http/wire.ts';
import type { RouteDoc } from './collect.ts';
import { MESSAGE_HEADERS, multipartForms, oasPath, operationFor, tagOf } from './operations.ts';
import { resourceComponents, toOasSchema } from './schemas.ts';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
};

const DESCRIPTION = [
  'The Charter HR API, generated from the JSON Schemas in `schemas/` and the server’s route table.',
  'Every call but sign-in needs `Authorization: Bearer <token>` (the `token` of `POST /api/v1/user/login`).',
  'Each operation names the privilege it needs in `x-privilege`: the caller’s role must hold it.',
  'Errors are `{ success: false, message }`; validation errors add `errors[]` and `fieldErrors[]` (`{ path, message }`: the field each error belongs to).',
  'An answer whose body carries a `message` also names it by a stable code in the `X-Message-Code` ' +
    'header (e.g. `department.name_taken`), and its variable parts in `X-Message-Params` (a ' +
    'URI-encoded JSON object whose keys are the `%{placeholders}` of the catalogue sentence), so a ' +
    'client can show the message in its user’s language. The body’s sentence is unchanged.',
].join('\n\n');

/** `METHOD /api/v1/path/{id}` → "Skill: create" for routes a schema's x-api declares. */
function schemaSummaries(schemas: ResourceSchema[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of schemas)
    for (const [name, op] of Object.entries(s['x-api'] ?? {}))
      if (op) out.set(`${op.method} /api/v1${op.path}`, `${s.title ?? s['x-resource']}: ${name}`);
  return out;
}

export function openApiDocument(
  routes: RouteDoc[],
  schemas: ResourceSchema[],
  version = '0.1.0',
): OpenApiDocument {
  const summaries = schemaSummaries(schemas);
  const forms = multipartForms(schemas);
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  for (const route of routes) {
    const path = oasPath(route.url);
    const key = `${route.method} ${path}`;
    const op = operationFor(route, summaries.get(key), forms);
    // Unique ids even if two patterns spell the same words.
    let id = op.operationId as string;
    for (let n = 2; ids.has(id); n++) id = `${op.operationId}${n}`;
    ids.add(id);
    op.operationId = id;
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  const titles = new Map(schemas.map((s) => [s['x-resource'], s.title ?? s['x-resource']]));
  const tags = [...new Set(routes.map((r) => tagOf(r.url)))]
    .sort()
    .map((name) => ({ name, description: titles.get(name) ?? name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Charter HR API', version, description: DESCRIPTION },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` answered by POST /api/v1/user/login (valid 24 h).',
        },
      },
      schemas: { Error: toOasSchema(errorResponse), ...resourceComponents(schemas) },
      headers: MESSAGE_HEADERS,
    },
    security: [{ bearerAuth: [] }],
  };
}
