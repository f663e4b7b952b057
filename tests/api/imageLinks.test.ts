/**
 * Signed image links (src/server/uploads/imageLinks.ts): the photo and logo URLs the API hands out load in
 * an `<img>`, which sends no token, and stop loading when they expire, are altered, or name an
 * image that has changed or gone. The clock is the app's, moved by the test.
 */
import { deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { imageVersion } from '../../src/server/uploads/imageLinks.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const HOUR = 60 * 60 * 1000;
let clock = Date.UTC(2026, 10, 25, 9, 30);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ imageLinks: { now: () => clock } });
  admin = await t.adminToken();
});
afterAll(() => t?.close());

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
/** A real 1×1 PNG of this colour: two colours are two different images. */
function png(red: number) {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, red, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function form(parts: { name: string; value: string | Buffer }[]) {
  const data = new FormData();
  for (const p of parts)
    if (typeof p.value === 'string') data.append(p.name, p.value);
    else data.append(p.name, new Blob([new Uint8Array(p.value)]), 'image.png');
  const req = new Request('http://x/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token) });

/** What a browser's `<img>` sends: no Authorization header, no cookie. */
const load = (link: string) => t.app.inject({ method: 'GET', url: link });

async function uploadPhoto(employeeId: number, bytes: Buffer) {
  const body = await form([{ name: 'file', value: bytes }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/employee/${employeeId}/uploadImage`,
    payload: body.payload,
    headers: { ...t.auth(admin), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profileImage as string;
}

const profileImageOf = async (employeeId: number): Promise<string | null> => {
  const res = await api('GET', `/employee/${employeeId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Employee.employee.profileImage;
};

let orgSeq = 0;
async function createOrganization(logo: Buffer) {
  const body = await form([
    {
      name: 'organizationData',
      value: JSON.stringify({
        organizationName: `Linked ${'abcdefghijklmnopqrstuvwxyz'[++orgSeq]} Ltd`,
        organizationDescription: 'Shows its logo',
      }),
    },
    { name: 'file', value: logo },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organization',
    payload: body.payload,
    headers: { ...t.auth(admin), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { organizationId: number; organizationImage: string };
}

const logoOf = async (organizationId: number): Promise<string | null> => {
  const res = await api('GET', '/organization?page=0&size=100');
  const all = res.json().content as { organizationId: number; organizationImage: string | null }[];
  return all.find((o) => o.organizationId === organizationId)!.organizationImage;
};

/** The link with one query parameter (or the path) changed. */
function altered(link: string, change: (url: URL) => void) {
  const url = new URL(link, 'http://x');
  change(url);
  return `${url.pathname}${url.search}`;
}

/** One refusal for every bad link: nothing tells a forged link from an expired or stale one. */
async function expectRefused(link: string) {
  const res = await load(link);
  expect(res.statusCode, link).toBe(403);
  expect(res.json()).toEqual({
    success: false,
    message: 'This image link is not valid.',
    status: 403,
    isSuccess: false,
    data: null,
  });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

describe('a photo link', () => {
  it('loads without a token, with the same content type, nosniff and caching as before', async () => {
    const person = await t.createUser([]);
    const bytes = png(10);
    const uploaded = await uploadPhoto(person.employeeId, bytes);
    const link = await profileImageOf(person.employeeId);
    expect(link).toBe(uploaded);
    expect(link).toMatch(
      new RegExp(
        `^/api/v1/employee/${person.employeeId}/photo\\?v=[0-9a-f]{20}&exp=\\d+&sig=[\\w-]{43}$`,
      ),
    );
    const res = await load(link!);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The route still takes a token as before, without any link.
    const withToken = await api(
      'GET',
      `/employee/${person.employeeId}/photo`,
      await t.tokenFor([]),
    );
    expect(withToken.statusCode).toBe(200);
    expect(withToken.rawPayload.equals(bytes)).toBe(true);
  });

  it('is the same on every read within the hour, in every answer that shows the photo', async () => {
    const person = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(20));
    const link = await profileImageOf(person.employeeId);
    clock += 10 * 60 * 1000;
    expect(await profileImageOf(person.employeeId)).toBe(link);
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: person.email, password: person.password },
      })
    ).json();
    expect(login.loginUser.profileImage).toBe(link);
    const users = await api('GET', '/user/getAllUserInfo?page=0&size=100&sortBy=createdAt');
    const info = (users.json().Users as { employeeId: number; profileImage: string }[]).find(
      (u) => u.employeeId === person.employeeId,
    );
    expect(info?.profileImage).toBe(link);
  });

  it('is refused when its signature, version, expiry or employee is altered', async () => {
    const person = await t.createUser([]);
    const other = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(30));
    await uploadPhoto(other.employeeId, png(31));
    const link = (await profileImageOf(person.employeeId))!;
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    await expectRefused(
      altered(link, (u) => u.searchParams.set('sig', flip(u.searchParams.get('sig')!))),
    );
    await expectRefused(altered(link, (u) => u.searchParams.set('sig', 'x')));
    await expectRefused(altered(link, (u) => u.searchParams.set('v', '0'.repeat(20))));
    await expectRefused(
      altered(link, (u) =>
        u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      ),
    );
    await expectRefused(
      altered(link, (u) => (u.pathname = `/api/v1/employee/${other.employeeId}/photo`)),
    );
    // Not a logo either, whatever the number.
    await expectRefused(
      altered(link, (u) => (u.pathname = `/api/v1/organization/${person.employeeId}/logo`)),
    );
    // Odd input is the same refusal, never a 500.
    await expectRefused(`${link}&sig=again`);
    await expectRefused(altered(link, (u) => u.searchParams.set('exp', '9'.repeat(400))));
    await expectRefused(altered(link, (u) => u.searchParams.set('v', '<script>')));
    await expectRefused(altered(link, (u) => (u.pathname = '/api/v1/employee/1e308/photo')));
    await expectRefused(altered(link, (u) => (u.pathname = '/api/v1/employee/-1/photo')));
    // Without a link or a token it is the usual 401.
    expect((await load(`/api/v1/employee/${person.employeeId}/photo`)).statusCode).toBe(401);
    expect((await load(link)).statusCode).toBe(200);
  });

  it('expires, and a later read hands out a fresh link (never a remembered stale one)', async () => {
    const person = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(40));
    const link = (await profileImageOf(person.employeeId))!;
    const exp = Number(new URL(link, 'http://x').searchParams.get('exp')) * 1000;
    // Good for at least 24 hours and at most 25 from now.
    expect(exp - clock).toBeGreaterThanOrEqual(24 * HOUR);
    expect(exp - clock).toBeLessThanOrEqual(25 * HOUR);
    clock = exp - 1000;
    expect((await load(link)).statusCode).toBe(200);
    // Nothing was written meanwhile, so the page is remembered; it must not hand out the old link.
    const fresh = (await profileImageOf(person.employeeId))!;
    expect(fresh).not.toBe(link);
    const freshExp = Number(new URL(fresh, 'http://x').searchParams.get('exp')) * 1000;
    expect(freshExp - clock).toBeGreaterThanOrEqual(24 * HOUR);
    clock = exp;
    await expectRefused(link);
    expect((await load(fresh)).statusCode).toBe(200);
  });

  it('stops working when the photo changes, and the new link shows the new photo', async () => {
    const person = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(50));
    const before = (await profileImageOf(person.employeeId))!;
    const after = await uploadPhoto(person.employeeId, png(51));
    expect(after).not.toBe(before);
    expect(await profileImageOf(person.employeeId)).toBe(after);
    await expectRefused(before);
    const res = await load(after);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png(51))).toBe(true);
  });

  it('stops working when the employee is deleted', async () => {
    const person = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(60));
    const link = (await profileImageOf(person.employeeId))!;
    expect((await api('DELETE', `/user/${person.userId}`)).statusCode).toBe(204);
    await expectRefused(link);
  });

  it('is null when there is no photo, everywhere', async () => {
    const person = await t.createUser([]);
    expect(await profileImageOf(person.employeeId)).toBeNull();
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: person.email, password: person.password },
      })
    ).json();
    expect(login.loginUser.profileImage).toBeNull();
    const users = await api('GET', '/user/getAllUserInfo?page=0&size=100&sortBy=createdAt');
    const info = (users.json().Users as { employeeId: number; profileImage: unknown }[]).find(
      (u) => u.employeeId === person.employeeId,
    );
    expect(info).toBeDefined();
    expect(info!.profileImage).toBeNull();
  });
});

describe('images stored before links existed', () => {
  it('get their version at the next start, and links that load them', async () => {
    const person = await t.createUser([]);
    await uploadPhoto(person.employeeId, png(90));
    const org = await createOrganization(png(91));
    // What a database written before this change holds: the bytes without a version.
    await t.db
      .updateTable('employee')
      .set({ photoVersion: null })
      .where('employeeId', '=', person.employeeId)
      .execute();
    await t.db
      .updateTable('organization')
      .set({ logoVersion: null })
      .where('organizationId', '=', org.organizationId)
      .execute();
    // The next start runs the full migration once (its code changed), with the new steps: a database
    // from before them has neither the photos' step nor the logos' (one step when shipped, two since
    // each resource folder declares its own).
    await sql`delete from "_migration"
      where name in ('2026-11-25-image-versions', '2026-11-25-image-versions-logo')
        or name like 'schema:%'`.execute(t.db);
    await migrate(t.db, Object.values(registry));

    const link = (await profileImageOf(person.employeeId))!;
    expect(new URL(link, 'http://x').searchParams.get('v')).toBe(imageVersion(png(90)));
    expect((await load(link)).rawPayload.equals(png(90))).toBe(true);
    const logo = (await logoOf(org.organizationId))!;
    expect(logo).toBe(org.organizationImage);
    expect((await load(logo)).rawPayload.equals(png(91))).toBe(true);
  });
});

describe('a logo link', () => {
  it('loads without a token and changes with the logo', async () => {
    const org = await createOrganization(png(70));
    expect(await logoOf(org.organizationId)).toBe(org.organizationImage);
    const res = await load(org.organizationImage);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png(70))).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const body = await form([{ name: 'file', value: png(71) }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${org.organizationId}/uploadImage`,
      payload: body.payload,
      headers: { ...t.auth(admin), ...body.headers },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const changed = (await logoOf(org.organizationId))!;
    expect(changed).not.toBe(org.organizationImage);
    await expectRefused(org.organizationImage);
    expect((await load(changed)).rawPayload.equals(png(71))).toBe(true);
  });

  it('stops working when the logo is removed or the organisation deleted', async () => {
    const removed = await createOrganization(png(80));
    expect(
      (await api('DELETE', `/organization/${removed.organizationId}/removeImage`)).statusCode,
    ).toBe(200);
    expect(await logoOf(removed.organizationId)).toBeNull();
    await expectRefused(removed.organizationImage);

    const deleted = await createOrganization(png(81));
    expect((await api('DELETE', `/organization/${deleted.organizationId}`)).statusCode).toBe(200);
    await expectRefused(deleted.organizationImage);
  });
});
