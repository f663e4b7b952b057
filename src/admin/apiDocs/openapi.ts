/**
 * The OpenAPI document as the explorer reads it: fetched with the user's token from
 * /api/docs/openapi.json, flattened into operations grouped by tag, plus helpers for "try it".
 */
import { httpClient } from '../providers/httpClient.ts';

export const OPENAPI_URL = '/api/docs/openapi.json';

export type Schema = Record<string, unknown>;
export type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema?: Schema };
export type MediaMap = Record<string, { schema?: Schema }>;
export type Operation = {
  method: string;
  path: string;
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaMap };
  responses: Record<string, { description: string; content?: MediaMap }>;
  'x-privilege'?: string;
  'x-access'?: string;
};
export type OpenApiDoc = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
};
export type TagGroup = { name: string; description?: string; operations: Operation[] };

export async function fetchOpenApi(): Promise<OpenApiDoc> {
  const { json } = await httpClient(OPENAPI_URL);
  return withRefsResolved(json as OpenApiDoc);
}

/** `{ $ref: '#/components/schemas/Error' }` → the Error schema itself, so every answer reads whole. */
export function withRefsResolved(doc: OpenApiDoc): OpenApiDoc {
  const components = (doc as { components?: { schemas?: Record<string, Schema> } }).components;
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      return components?.schemas?.[name] ? { title: name, ...components.schemas[name] } : value;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
  };
  return { ...doc, paths: resolve(doc.paths) as OpenApiDoc['paths'] };
}

/** Operations by tag, in the document's tag order; `filter` matches path, summary or privilege. */
export function groupByTag(doc: OpenApiDoc, filter = ''): TagGroup[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, TagGroup>(
    (doc.tags ?? []).map((t) => [t.name, { ...t, operations: [] }]),
  );
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const operation = { ...op, method: method.toUpperCase(), path } as Operation;
      const text = [path, op.summary, op['x-privilege'], method].join(' ').toLowerCase();
      if (needle && !text.includes(needle)) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { name: tag, operations: [] });
      groups.get(tag)!.operations.push(operation);
    }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** `/api/v1/skill/{skillId}` with `{ skillId: '3' }` and a query → a URL to call. */
export function buildUrl(op: Operation, values: Record<string, string>): string {
  let url = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(values[n] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters ?? [])
    if (p.in === 'query' && values[p.name]?.trim()) query.set(p.name, values[p.name].trim());
  const qs = query.toString();
  if (qs) url += `?${qs}`;
  return url;
}

/** A starting JSON body: the required properties (or all, when none is required), empty. */
export function bodySkeleton(schema: Schema | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = (schema?.required as string[] | undefined) ?? Object.keys(props);
  const blank = (s: Schema | undefined): unknown => {
    const type = [s?.type].flat()[0];
    if (type === 'integer' || type === 'number') return 0;
    if (type === 'boolean') return false;
    if (type === 'array') return [];
    if (type === 'object') return {};
    return '';
  };
  return JSON.stringify(Object.fromEntries(required.map((n) => [n, blank(props[n])])), null, 2);
}
