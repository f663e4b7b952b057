// Organisations on the wire (contract §2.6): multipart create/update with the logo checked by its
// bytes, the logo served back safely, paging, uniqueness under concurrency and delete semantics.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const MiB = 1024 * 1024;

function crc32(buf: Buffer) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real 1×1 RGB PNG. */
function tinyPng() {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A real 1×1 greyscale baseline JPEG: quantisation, frame, Huffman tables, one scan. */
const tinyJpeg = () =>
  Buffer.from(
    'ffd8' +
      'ffe000104a46494600010100000100010000' +
      'ffdb004300' +
      '01'.repeat(64) +
      'ffc0000b080001000101011100' +
      'ffc40014' +
      '0001' +
      '00'.repeat(16) +
      'ffc40014' +
      '1001' +
      '00'.repeat(16) +
      'ffda0008010100003f00' +
      '3f' +
      'ffd9',
    'hex',
  );

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string' && !p.filename) form.append(p.name, p.value);
    else
      form.append(
        p.name,
        new Blob([typeof p.value === 'string' ? p.value : new Uint8Array(p.value)], {
          type: p.type ?? 'application/octet-stream',
        }),
        p.filename ?? 'file',
      );
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

let seq = 0;
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
const uniqueName = (base = 'Acme') => `${base} ${letters(++seq + 1000)}`;

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  data: object | string | undefined,
  file?: { bytes: Buffer; filename?: string; type?: string },
  token = admin,
) {
  const parts: Part[] = [];
  if (data !== undefined)
    parts.push({
      name: 'organizationData',
      value: typeof data === 'string' ? data : JSON.stringify(data),
    });
  if (file)
    parts.push({
      name: 'file',
      value: file.bytes,
      filename: file.filename ?? 'logo.png',
      type: file.type,
    });
  const body = await multipart(parts);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...t.auth(token), ...body.headers },
  });
}
const create = (
  data: object,
  file?: { bytes: Buffer; filename?: string; type?: string },
  token?: string,
) => send('POST', '/organization', data, file, token);
const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.auth(token) });
const del = (url: string, token = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: t.auth(token) });
// The logo bytes are compared through the logo route; reading megabytes of bytea here is slow.
const rows = () =>
  t.db
    .selectFrom('organization')
    .select([
      'organizationId',
      'organizationName',
      'organizationDescription',
      'attributes',
      'logoType',
    ])
    .orderBy('organizationId')
    .execute();
const valid = (extra: object = {}) => ({
  organizationName: uniqueName(),
  organizationDescription: 'A fine company',
  ...extra,
});

describe('creating organisations', () => {
  it('creates with 201 and the S4 envelope carrying data.organizationId', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 201,
      isSuccess: true,
      message: expect.any(String),
      data: { organizationId: expect.any(Number), organizationImage: null, attributes: {} },
    });
  });

  it('accepts a real PNG and JPEG and serves them back byte-identical with safe headers', async () => {
    for (const [bytes, type] of [
      [tinyPng(), 'image/png'],
      [tinyJpeg(), 'image/jpeg'],
    ] as const) {
      const res = await create(valid(), { bytes, filename: 'logo.bin', type: 'text/plain' });
      expect(res.statusCode).toBe(201);
      const { organizationId, organizationImage } = res.json().data;
      // A signed link to this version of the logo (imageLinks.test.ts covers the link itself).
      expect(organizationImage).toMatch(
        new RegExp(`^/api/v1/organization/${organizationId}/logo\\?v=[0-9a-f]{20}&exp=\\d+&sig=`),
      );
      const logo = await t.app.inject({
        method: 'GET',
        url: organizationImage,
        headers: t.auth(admin),
      });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(bytes)).toBe(true);
      expect(logo.headers['content-type']).toBe(type);
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.headers['content-disposition']).toBe('inline');
      expect(logo.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('refuses an HTML file named .png and an SVG with 400, storing nothing', async () => {
    const before = await rows();
    const html = await create(valid(), {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      success: false,
      message: 'Only JPEG and PNG images are allowed.',
    });
    const svg = await create(valid(), {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      filename: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe('Only JPEG and PNG images are allowed.');
    expect(await rows()).toEqual(before);
  });

  it('accepts exactly 5 MiB and refuses 5 MiB + 1 byte with 413', async () => {
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(5 * MiB - png.length)]);
    expect((await create(valid(), { bytes: exact })).statusCode).toBe(201);
    const before = await rows();
    const over = await create(valid(), { bytes: Buffer.concat([exact, Buffer.from([0])]) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      success: false,
      message: 'File size must not exceed 5MB.',
    });
    expect((await rows()).length).toBe(before.length);
  });

  it('requires UPLOAD_ORGANIZATION_IMAGE for a file part', async () => {
    const token = await t.tokenFor(['CREATE_ORGANIZATION']);
    const before = await rows();
    const res = await create(valid(), { bytes: tinyPng() }, token);
    expect(res.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await create(valid(), undefined, token)).statusCode).toBe(201);
  });

  it('answers 403 without CREATE_ORGANIZATION', async () => {
    const token = await t.tokenFor(['GET_ALL_ORGANIZATIONS', 'UPLOAD_ORGANIZATION_IMAGE']);
    expect((await create(valid(), undefined, token)).statusCode).toBe(403);
  });

  const cases: [string, object, string][] = [
    ['a missing name', { organizationName: undefined }, 'Organization Name is required'],
    ['a short name', { organizationName: 'Ab' }, 'Organization Name must be at least 3 characters'],
    [
      'a long name',
      { organizationName: 'A'.repeat(51) },
      'Organization Name must be at most 50 characters',
    ],
    [
      'a name with digits',
      { organizationName: 'Acme 42' },
      'Organization Name must not contain numbers',
    ],
    [
      'a name with symbols',
      { organizationName: 'Acme & Co' },
      'Organization Name must contain only letters and spaces',
    ],
    [
      'a name with double spaces',
      { organizationName: 'Acme  Co' },
      'Organization Name must not contain consecutive spaces',
    ],
    [
      'a missing description',
      { organizationDescription: undefined },
      'Organization Description is required',
    ],
    [
      'a short description',
      { organizationDescription: 'Tiny' },
      'Organization Description must be at least 5 characters',
    ],
    [
      'a long description',
      { organizationDescription: 'x'.repeat(201) },
      'Organization Description must be at most 200 characters',
    ],
  ];
  for (const [label, patch, message] of cases) {
    it(`refuses ${label} with the spec's message and stores nothing`, async () => {
      const before = await rows();
      const res = await create(valid(patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await rows()).toEqual(before);
    });
  }

  it('refuses organizationData that is not JSON with 400', async () => {
    const res = await send('POST', '/organization', '{not json');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const name = uniqueName('Globex');
    expect((await create(valid({ organizationName: name }))).statusCode).toBe(201);
    const before = await rows();
    const res = await create(valid({ organizationName: name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('gives one 201 and nineteen 409 for twenty parallel creates of one name', async () => {
    const name = uniqueName('Initech');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(valid({ organizationName: name }))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const stored = (await rows()).filter((r) => r.organizationName === name);
    expect(stored).toHaveLength(1);
  });

  it('stores attribute values by definition and refuses an unknown key with 404', async () => {
    const def = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizationAttribute',
      headers: t.auth(admin),
      payload: { attributeKey: 'Head Office' },
    });
    expect(def.statusCode).toBe(201);
    const res = await create(valid({ attributes: { 'Head Office': 'Pune' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toEqual({ 'Head Office': 'Pune' });
    const before = await rows();
    const bad = await create(valid({ attributes: { Nonexistent: 'x' } }));
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toContain('Nonexistent');
    expect(await rows()).toEqual(before);
  });
});

describe('updating organisations', () => {
  it('updates with 200 and S4, merging attributes and keeping the logo without removeImage', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizationAttribute',
      headers: t.auth(admin),
      payload: { attributeKey: 'Region' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizationAttribute',
      headers: t.auth(admin),
      payload: { attributeKey: 'Sector' },
    });
    const created = (
      await create(valid({ attributes: { Region: 'West' } }), { bytes: tinyPng() })
    ).json().data;
    const res = await send('PATCH', `/organization/${created.organizationId}`, {
      organizationName: created.organizationName,
      organizationDescription: 'Now even finer',
      attributes: { Sector: 'Retail' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      isSuccess: true,
      data: {
        organizationDescription: 'Now even finer',
        attributes: { Region: 'West', Sector: 'Retail' },
        organizationImage: expect.stringContaining('/logo'),
      },
    });
  });

  it('removes the logo with removeImage=true', async () => {
    const created = (await create(valid(), { bytes: tinyPng() })).json().data;
    const res = await send('PATCH', `/organization/${created.organizationId}?removeImage=true`, {
      organizationName: created.organizationName,
      organizationDescription: created.organizationDescription,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.organizationImage).toBeNull();
    expect((await get(`/organization/${created.organizationId}/logo`)).statusCode).toBe(404);
  });

  it('replaces the logo with a new file', async () => {
    const created = (await create(valid(), { bytes: tinyPng() })).json().data;
    const res = await send(
      'PATCH',
      `/organization/${created.organizationId}`,
      {},
      { bytes: tinyJpeg() },
    );
    expect(res.statusCode).toBe(200);
    const logo = await get(`/organization/${created.organizationId}/logo`);
    expect(logo.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for an unknown organisation and 409 for a taken name', async () => {
    expect((await send('PATCH', '/organization/999999', valid())).statusCode).toBe(404);
    const a = (await create(valid())).json().data;
    const b = (await create(valid())).json().data;
    const before = await rows();
    const res = await send('PATCH', `/organization/${b.organizationId}`, {
      organizationName: a.organizationName.toLowerCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('answers 403 without UPDATE_ORGANIZATION', async () => {
    const org = (await create(valid())).json().data;
    const token = await t.tokenFor(['CREATE_ORGANIZATION']);
    expect(
      (await send('PATCH', `/organization/${org.organizationId}`, {}, undefined, token)).statusCode,
    ).toBe(403);
  });

  it('removes the logo with DELETE removeImage (S6 message)', async () => {
    const org = (await create(valid(), { bytes: tinyPng() })).json().data;
    const res = await del(`/organization/${org.organizationId}/removeImage`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await get(`/organization/${org.organizationId}/logo`)).statusCode).toBe(404);
    expect((await del('/organization/999999/removeImage')).statusCode).toBe(404);
  });

  it('uploads a logo through uploadImage and refuses a non-image', async () => {
    const org = (await create(valid())).json().data;
    const ok = await multipart([{ name: 'file', value: tinyPng(), filename: 'a.png' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${org.organizationId}/uploadImage`,
      payload: ok.payload,
      headers: { ...t.auth(admin), ...ok.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const bad = await multipart([
      { name: 'file', value: Buffer.from('GIF89a....'), filename: 'a.png' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${org.organizationId}/uploadImage`,
      payload: bad.payload,
      headers: { ...t.auth(admin), ...bad.headers },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('listing and deleting organisations', () => {
  it('lists a bare Page with paging rules', async () => {
    const res = await get('/organization?page=0&size=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      number: 0,
      size: 2,
      first: true,
      totalElements: expect.any(Number),
    });
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).not.toHaveProperty('logo');
    expect((await get('/organization?page=9999')).json()).toMatchObject({
      content: [],
      totalElements: page.totalElements,
    });
    expect((await get('/organization?page=-1')).statusCode).toBe(400);
    expect((await get('/organization?size=0')).statusCode).toBe(400);
    expect((await get('/organization?size=1000')).json().size).toBe(100);
  });

  it('answers 403 without GET_ALL_ORGANIZATIONS', async () => {
    const token = await t.tokenFor(['CREATE_ORGANIZATION']);
    expect((await get('/organization', token)).statusCode).toBe(403);
  });

  it('deletes with S1 and leaves its branches and departments unassigned', async () => {
    const org = (await create(valid())).json().data;
    const branch = await t.db
      .insertInto('branch')
      .values({
        branchName: uniqueName('Branch'),
        organizationId: org.organizationId,
        attributes: '{}',
      })
      .returning('branchId')
      .executeTakeFirstOrThrow();
    const dept = await t.db
      .insertInto('department')
      .values({
        department: uniqueName('Dept'),
        description: 'Some dept',
        organizationId: org.organizationId,
        attributes: '{}',
      })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const res = await del(`/organization/${org.organizationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const b = await t.db
      .selectFrom('branch')
      .selectAll()
      .where('branchId', '=', branch.branchId)
      .executeTakeFirst();
    expect(b).toMatchObject({ organizationId: null });
    const d = await t.db
      .selectFrom('department')
      .selectAll()
      .where('departmentId', '=', dept.departmentId)
      .executeTakeFirst();
    expect(d).toMatchObject({ organizationId: null });
    expect((await del(`/organization/${org.organizationId}`)).statusCode).toBe(404);
  });

  it('lists the departments of an organisation as a bare Page of DepartmentRow', async () => {
    const org = (await create(valid())).json().data;
    await t.db
      .insertInto('department')
      .values({
        department: uniqueName('Dept'),
        description: 'Some dept',
        organizationId: org.organizationId,
        attributes: '{}',
      })
      .execute();
    const res = await get(`/organization/${org.organizationId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      managerId: null,
      managerFirstName: null,
      organizations: [{ organizationId: org.organizationId }],
      branches: [],
      attributes: {},
    });
    expect((await get('/organization/999999')).statusCode).toBe(404);
    expect((await get('/organization/abc')).statusCode).toBe(400);
  });
});
