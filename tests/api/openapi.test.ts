// The API documents itself: GET /api/docs/openapi.json is a valid OpenAPI 3.1 document (checked
// against the official meta-schema), it lists exactly the live route table (a route added tomorrow
// without documentation fails here), and it needs a session.
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.tokenFor([]); // any signed-in user, no privilege at all
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: t.auth(token),
  });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const oasPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The official meta-schema. ajv resolves `$dynamicRef` only to a `$dynamicAnchor` at a schema's root,
 * so the one dynamic reference (`#meta`, "a schema object") is pointed at its definition statically;
 * nothing else changes.
 */
function metaSchema() {
  const text = fs.readFileSync(
    new URL('../fixtures/openapi/oas-3.1.schema.json', import.meta.url),
    'utf8',
  );
  return JSON.parse(text.replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"'));
}

describe('the OpenAPI document', () => {
  it('answers 401 without a token, at both addresses', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('is served at /api/docs too, identical', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: t.auth(await t.tokenFor([])),
    });
    expect(res.json()).toEqual(doc);
  });

  it('is valid OpenAPI 3.1 against the official meta-schema', () => {
    const meta = metaSchema();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addFormat('media-range', true); // a format the meta-schema names but does not define
    const validate = ajv.compile(meta);
    const ok = validate(doc);
    expect(validate.errors?.slice(0, 5) ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('carries only valid JSON Schemas (2020-12) in bodies, answers and components', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas: unknown[] = Object.values(doc.components.schemas);
    for (const ops of Object.values(doc.paths as Record<string, Record<string, any>>))
      for (const op of Object.values(ops)) {
        for (const p of op.parameters ?? []) schemas.push(p.schema);
        for (const media of Object.values(op.requestBody?.content ?? {}))
          schemas.push((media as any).schema);
        for (const r of Object.values(op.responses as Record<string, any>))
          for (const media of Object.values(r.content ?? {})) schemas.push((media as any).schema);
      }
    expect(schemas.length).toBeGreaterThan(300);
    for (const schema of schemas) {
      const ok = ajv.validateSchema(schema as object);
      expect(ajv.errors ?? [], JSON.stringify(schema).slice(0, 200)).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('the meta-schema check can fail: a broken document is refused', () => {
    const meta = metaSchema();
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addFormat('media-range', true);
    const broken = structuredClone(doc);
    delete broken.info;
    expect(ajv.validate(meta, broken)).toBe(false);
  });

  it('lists every route of the live table, and nothing else', () => {
    const live = t.app.accessTable.map((r) => `${r.method} ${oasPath(r.url)}`).sort();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(live);
    expect(live.length).toBeGreaterThan(100);
  });

  it('names each route’s privilege, in data and in words, with the bearer requirement', () => {
    for (const r of t.app.accessTable) {
      const op = doc.paths[oasPath(r.url)][r.method.toLowerCase()];
      if (r.privilege) {
        expect(op['x-privilege'], `${r.method} ${r.url}`).toBe(r.privilege);
        expect(op.description).toContain(`\`${r.privilege}\``);
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op.responses['403']).toBeDefined();
      } else if (r.access === 'public') {
        expect(op.security).toEqual([]);
      } else {
        expect(op['x-access']).toBe('signedIn');
        expect(op.responses['401']).toBeDefined();
      }
    }
  });

  it('describes a generated route from its schema: body, path parameter, answers', () => {
    const create = doc.paths['/api/v1/skill'].post;
    expect(create['x-privilege']).toBe('ADD_SKILL');
    expect(create.summary).toBe('Skill: create');
    const body = create.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toContain('skill');
    expect(body.properties.skillId).toBeUndefined(); // read-only ids are not writable
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '403']));
    const show = doc.paths['/api/v1/skill/{skillId}'];
    const param = (show.get ?? show.patch ?? show.delete).parameters[0];
    expect(param).toMatchObject({ name: 'skillId', in: 'path', required: true });
    expect(doc.components.schemas.skill.properties.skill).toBeDefined();
  });

  it('describes a contract route: login is public, the employee list pages with a query', () => {
    expect(doc.paths['/api/v1/user/login'].post.security).toEqual([]);
    const list = doc.paths['/api/v1/employee/getAllEmployees'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'sortBy']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'Employees',
    );
    const upload = doc.paths['/api/v1/employee/{employeeId}/uploadImage'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
  });
});
