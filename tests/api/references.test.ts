// References shown by name and many-to-many (#22 §1–2), on a schema that exists only in the tests
// (tests/fixtures/relations/project): an owner (a reference to employee) and members (a
// many-to-many to employee). The app is built as a build with the fixture would be (its privileges
// in the catalogue), on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadSchemas, validateDialect } from '../../scripts/generate/core.ts';
import { registry } from '../../src/generated/registry.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../helpers/constants.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/relations/project.schema.json');
const project = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as ResourceSchema;
let database: Database;
let drop: (() => Promise<void>) | undefined;
let app: FastifyInstance;
let admin: string;
let reader: string;
const people: Record<string, number> = {};

/** The server as a build with the fixture's privileges in its catalogue (lowcodeChain.test.ts). */
async function loadBuild() {
  vi.resetModules();
  vi.doMock('../../src/generated/privileges.ts', async (importOriginal) => {
    const real = (await importOriginal()) as { schemaPrivilegeGroups: object };
    return {
      schemaPrivilegeGroups: {
        ...real.schemaPrivilegeGroups,
        project: project['x-catalogue']!.privileges,
      },
    };
  });
  // The database too: its audit wrapper must read the actor from this build's request context.
  const [{ buildApp }, { migrate }, seed, { openEmptyDatabase }] = await Promise.all([
    import('../../src/server/app.ts'),
    import('../../src/server/db/migrate.ts'),
    import('../../src/server/db/seed/bootstrap.ts'),
    import('../helpers/postgres.ts'),
  ]);
  return { buildApp, migrate, seed, openEmptyDatabase };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body });

async function login(email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  return res.json().token as string;
}

const q = (o: object) => encodeURIComponent(JSON.stringify(o));
const projects = async () =>
  (await database.db.selectFrom('project').selectAll().execute()) as Record<string, unknown>[];
const links = async () =>
  (await database.db.selectFrom('projectMemberIds').selectAll().execute()) as Record<
    string,
    unknown
  >[];

type Entry = { action: string; actorEmail: string; before: object | null; after: object };
/** A project's audit trail, oldest first, as the SuperAdmin reads it. */
const history = async (id: number) =>
  (
    (await call('GET', `/api/v1/audit/project/${id}?size=50`, admin)).json().auditLog
      .content as Entry[]
  ).reverse();
/** A new account with its employee, straight through the seed (as the bootstrap makes one). */
const newEmployee = async (email: string, firstName: string, lastName: string) =>
  (await import('../../src/server/db/seed/bootstrap.ts')).createUserWithEmployee(database.db, {
    email,
    password: 'Project!pass-1',
    roleId: 1,
    firstName,
    lastName,
  });

beforeAll(async () => {
  const { buildApp, migrate, seed, openEmptyDatabase } = await loadBuild();
  ({ database, drop } = await openEmptyDatabase('charter_refs'));
  const schemas = [...Object.values(registry), project] as ResourceSchema[];
  await migrate(database.db, schemas);
  await seed.bootstrap(database.db, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    seedDemo: false,
  });
  app = await buildApp({
    database,
    schemas,
    config: {
      staticDir: '/nonexistent',
      jwtSecret: TEST_JWT_SECRET,
      loginRateLimit: { max: 1000, windowMs: 60_000 },
      rateLimitMax: 100_000,
    },
  });
  admin = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  for (const [first, last] of [
    ['Ada', 'Lovelace'],
    ['Alan', 'Turing'],
    ['Grace', 'Hopper'],
  ])
    people[first] = (
      await seed.createUserWithEmployee(database.db, {
        email: `${first.toLowerCase()}@charter.test`,
        password: 'Project!pass-1',
        roleId: 1,
        firstName: first,
        lastName: last,
      })
    ).employeeId;
  // A project reader without any employee privilege.
  const role = await call('POST', '/api/v1/role', admin, {
    role: 'Project Reader',
    privilege: ['GET_PROJECTS'],
  });
  expect(role.statusCode, role.body).toBe(201);
  await seed.createUserWithEmployee(database.db, {
    email: 'reader@charter.test',
    password: 'Project!pass-1',
    roleId: role.json().role.roleId,
    firstName: 'Rita',
    lastName: 'Reader',
  });
  reader = await login('reader@charter.test', 'Project!pass-1');
  // A fresh database migrated and seeded from scratch: slow on a loaded machine, not a hang.
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe('references shown by name and many-to-many (fixture project)', () => {
  it('is a valid schema of the dialect next to the real ones', () => {
    const loaded = [
      ...loadSchemas(path.join(ROOT, 'schemas')),
      ...loadSchemas(path.dirname(FIXTURE)),
    ];
    expect(validateDialect(loaded)).toEqual([]);
  });

  it('creates the join table with foreign keys both ways', async () => {
    const tables = await database.db.introspection.getTables();
    const join = tables.find((t) => t.name === 'projectMemberIds');
    expect(join?.columns.map((c) => [c.name, c.dataType]).sort()).toEqual([
      ['employeeId', 'int8'],
      ['projectId', 'int8'],
    ]);
    expect(tables.find((t) => t.name === 'project')?.columns.map((c) => c.name)).not.toContain(
      'memberIds',
    );
  });

  it('writes a project with its owner and members, and answers their names', async () => {
    const res = await call('POST', '/api/v1/project', admin, {
      name: 'Apollo',
      ownerId: people.Ada,
      memberIds: [people.Grace, people.Alan, people.Grace],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Apollo',
      ownerId: people.Ada,
      status: 'PLANNED',
      memberIds: [people.Alan, people.Grace],
      _names: { ownerId: 'Ada Lovelace', memberIds: ['Alan Turing', 'Grace Hopper'] },
    });
    expect(body._names).not.toHaveProperty('employeeCode');
    expect(await links()).toHaveLength(2);
  });

  it('shows names to a reader who may not read employees, never the employee records', async () => {
    expect((await call('GET', `/api/v1/employee/${people.Ada}`, reader)).statusCode).toBe(403);
    const list = await call('GET', `/api/v1/project?filter=${q({ q: 'Apollo' })}`, reader);
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json();
    expect(row._names).toEqual({
      ownerId: 'Ada Lovelace',
      memberIds: ['Alan Turing', 'Grace Hopper'],
    });
    expect(Object.keys(row).sort()).toEqual([
      '_names',
      'endDate',
      'id',
      'memberIds',
      'name',
      'ownerId',
      'projectId',
      'startDate',
      'status',
    ]);
    const show = await call('GET', `/api/v1/project/${row.id}`, reader);
    expect(show.json()._names.ownerId).toBe('Ada Lovelace');
  });

  it('refuses an unknown owner with a 400 in the schema words, and writes nothing', async () => {
    const before = await projects();
    const res = await call('POST', '/api/v1/project', admin, { name: 'Ghost', ownerId: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please choose an owner who exists.',
      errors: ['Please choose an owner who exists.'],
      fieldErrors: [{ path: 'ownerId', message: 'Please choose an owner who exists.' }],
    });
    expect(await projects()).toEqual(before);
  });

  it('refuses unknown member ids with a 400 naming the field; nothing is written, links kept', async () => {
    const [apollo] = (
      await call('GET', `/api/v1/project?filter=${q({ q: 'Apollo' })}`, admin)
    ).json();
    const before = [await projects(), await links()];
    const res = await call('PUT', `/api/v1/project/${apollo.id}`, admin, {
      name: 'Apollo renamed',
      memberIds: [people.Ada, 999999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Every member must be an existing employee.',
      fieldErrors: [{ path: 'memberIds', message: 'Every member must be an existing employee.' }],
    });
    expect([await projects(), await links()]).toEqual(before);
    const create = await call('POST', '/api/v1/project', admin, { name: 'Ghosts', memberIds: [0] });
    expect(create.statusCode).toBe(400);
    expect(await projects()).toEqual(before[0]);
  });

  it('refuses ids that are not whole numbers with the schema validation (400)', async () => {
    const res = await call('POST', '/api/v1/project', admin, { name: 'Bad', memberIds: ['x'] });
    expect(res.statusCode).toBe(400);
    expect((await projects()).map((p) => p.name)).not.toContain('Bad');
  });

  it('replaces the links on an update in one transaction, and keeps them when not sent', async () => {
    const created = (
      await call('POST', '/api/v1/project', admin, { name: 'Gemini', memberIds: [people.Ada] })
    ).json();
    const put = await call('PUT', `/api/v1/project/${created.id}`, admin, {
      name: 'Gemini',
      memberIds: [people.Alan],
    });
    expect(put.json()).toMatchObject({
      memberIds: [people.Alan],
      _names: { memberIds: ['Alan Turing'] },
    });
    const kept = await call('PUT', `/api/v1/project/${created.id}`, admin, { name: 'Gemini II' });
    expect(kept.json().memberIds).toEqual([people.Alan]);
    const cleared = await call('PUT', `/api/v1/project/${created.id}`, admin, {
      name: 'Gemini II',
      memberIds: [],
    });
    expect(cleared.json()).toMatchObject({ memberIds: [], _names: { memberIds: [] } });
  });

  it("shows who joined and left in the project's audit trail, by whom; nothing when unchanged", async () => {
    const created = (
      await call('POST', '/api/v1/project', admin, { name: 'Voskhod', memberIds: [people.Ada] })
    ).json();
    const members = (e: Entry) => [e.action, e.before, e.after, e.actorEmail];
    expect((await history(created.id)).slice(1).map(members)).toEqual([
      ['update', { memberIds: [] }, { memberIds: [people.Ada] }, TEST_ADMIN.email],
    ]);
    const put = await call('PUT', `/api/v1/project/${created.id}`, admin, {
      name: 'Voskhod',
      memberIds: [people.Alan, people.Grace],
    });
    expect(put.statusCode, put.body).toBe(200);
    // One entry per save: the removals and the additions together, the ids before and after it.
    expect((await history(created.id)).slice(2).map(members)).toEqual([
      [
        'update',
        { memberIds: [people.Ada] },
        { memberIds: [people.Alan, people.Grace] },
        TEST_ADMIN.email,
      ],
    ]);
    const count = (await history(created.id)).length;
    await call('PUT', `/api/v1/project/${created.id}`, admin, {
      name: 'Voskhod',
      memberIds: [people.Grace, people.Alan],
    });
    expect(await history(created.id)).toHaveLength(count);
    await call('DELETE', `/api/v1/project/${created.id}`, admin);
    // The record's own delete entry says it all: no entry of links dropped with it.
    expect((await history(created.id)).slice(count).map((e) => e.action)).toEqual(['delete']);
  });

  it('filters by owner and by "has any of" members', async () => {
    await call('POST', '/api/v1/project', admin, { name: 'Mercury', memberIds: [people.Alan] });
    const names = async (filter: object) =>
      (await call('GET', `/api/v1/project?filter=${q(filter)}`, reader))
        .json()
        .map((r: { name: string }) => r.name);
    expect(await names({ ownerId: people.Ada })).toEqual(['Apollo']);
    expect(await names({ memberIds: [people.Grace] })).toEqual(['Apollo']);
    expect(await names({ memberIds: [people.Grace, people.Alan] })).toEqual(['Apollo', 'Mercury']);
    expect(await names({ memberIds: [] })).toEqual([]);
    const bad = await call('GET', `/api/v1/project?filter=${q({ memberIds: ['x'] })}`, reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('filter.memberIds must be a whole number.');
  });

  it('lists the projects an employee belongs to (the related records)', async () => {
    const rows = (
      await call('GET', `/api/v1/project?filter=${q({ memberIds: [people.Alan] })}`, admin)
    ).json();
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Apollo', 'Mercury']);
  });

  it('searches the referenced resource by name, paged, for those who may list it', async () => {
    const res = await call(
      'GET',
      `/api/v1/names/employee?filter=${q({ q: 'a' })}&range=${q([0, 1])}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: people.Ada, name: 'Ada Lovelace' },
      { id: people.Alan, name: 'Alan Turing' },
    ]);
    expect(res.headers['content-range']).toMatch(/^employee 0-1\/\d+$/);
    const byIds = await call(
      'GET',
      `/api/v1/names/employee?filter=${q({ id: [people.Grace] })}`,
      admin,
    );
    expect(byIds.json()).toEqual([{ id: people.Grace, name: 'Grace Hopper' }]);
    const literal = await call('GET', `/api/v1/names/employee?filter=${q({ q: '%_' })}`, admin);
    expect(literal.json()).toEqual([]);
    expect(
      (await call('GET', `/api/v1/names/employee?filter=${q({ q: 'ada' })}`, reader)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/v1/names/employee?filter=${q({ id: ['x'] })}`, admin)).statusCode,
    ).toBe(400);
    // Not JSON, or not the shape: 400s in the simple-rest lists' words.
    const notJson = await call('GET', '/api/v1/names/employee?range=0-9', admin);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('range must be JSON: [first, last].');
    const backwards = await call('GET', `/api/v1/names/employee?range=${q([5, 1])}`, admin);
    expect(backwards.json().message).toBe(
      'range must be a JSON array of two whole numbers: [first, last].',
    );
    const unknownKey = await call(
      'GET',
      `/api/v1/names/employee?filter=${q({ name: 'a' })}`,
      admin,
    );
    expect(unknownKey.statusCode).toBe(400);
  });

  it('records links a deleted employee took with them, and nothing of a save rolled back', async () => {
    const { employeeId } = await newEmployee('leaver@charter.test', 'Lea', 'Ver');
    const p = (
      await call('POST', '/api/v1/project', admin, {
        name: 'Soyuz',
        memberIds: [people.Ada, employeeId],
      })
    ).json();
    const count = (await history(p.id)).length;
    // A transaction that changes the links and then fails leaves no entry behind.
    await expect(
      database.db.transaction().execute(async (tx) => {
        await tx.deleteFrom('projectMemberIds').where('projectId', '=', p.id).execute();
        throw new Error('refused later in the same save');
      }),
    ).rejects.toThrow('refused later in the same save');
    expect(await history(p.id)).toHaveLength(count);
    await database.db.deleteFrom('employee').where('employeeId', '=', employeeId).execute();
    expect((await history(p.id)).slice(count).map((e) => [e.action, e.before, e.after])).toEqual([
      ['update', { memberIds: [people.Ada, employeeId] }, { memberIds: [people.Ada] }],
    ]);
  });

  it('drops the links of a deleted employee (ON DELETE CASCADE) and of a deleted project', async () => {
    const { employeeId } = await newEmployee('temp@charter.test', 'Tem', 'Porary');
    const p = (
      await call('POST', '/api/v1/project', admin, {
        name: 'Vostok',
        ownerId: employeeId,
        memberIds: [employeeId],
      })
    ).json();
    await database.db.deleteFrom('employee').where('employeeId', '=', employeeId).execute();
    const after = (await call('GET', `/api/v1/project/${p.id}`, admin)).json();
    expect(after).toMatchObject({
      ownerId: null,
      memberIds: [],
      _names: { ownerId: null, memberIds: [] },
    });
    const removed = await call('DELETE', `/api/v1/project/${p.id}`, admin);
    expect(removed.statusCode).toBe(200);
    const apollo = (
      await call('GET', `/api/v1/project?filter=${q({ q: 'Apollo' })}`, admin)
    ).json()[0];
    const gone = await call('DELETE', `/api/v1/project/${apollo.id}`, admin);
    expect(gone.json()).toMatchObject({ name: 'Apollo', _names: { ownerId: 'Ada Lovelace' } });
    expect((await links()).filter((l) => Number(l.projectId) === apollo.id)).toEqual([]);
  });

  it('refuses an end date before the start date (the fixture x-rules), naming the field', async () => {
    const before = await projects();
    const res = await call('POST', '/api/v1/project', admin, {
      name: 'Backwards',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'End Date must not be before Start Date',
      fieldErrors: [{ path: 'endDate', message: 'End Date must not be before Start Date' }],
    });
    expect(await projects()).toEqual(before);
  });

  it('imports owners by the name the console shows (x-title "First Last") or by id, all or nothing', async () => {
    const send = (csv: string, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/import/project${query}`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
        payload: csv,
      });
    const header = 'name,ownerId,status,startDate,endDate\r\n';
    const before = await projects();
    const bad = await send(
      header + 'Atlas,ada lovelace,ACTIVE,,\r\nBeacon,Ada Byron,PLANNED,2026-03-02,2026-03-01\r\n',
      '?dryRun=true',
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().cells).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'ownerId', message: 'No employee is named "Ada Byron".' },
        expect.objectContaining({ row: 3, column: 'endDate' }),
      ]),
    );
    expect(await projects()).toEqual(before);
    const res = await send(header + `Atlas,ada lovelace,ACTIVE,,\r\nBeacon,${people.Grace},,,\r\n`);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await database.db
      .selectFrom('project')
      .select(['name', 'ownerId', 'status'])
      .where('name', 'in', ['Atlas', 'Beacon'])
      .orderBy('name')
      .execute();
    expect(rows.map((r) => [r.name, Number(r.ownerId), r.status])).toEqual([
      ['Atlas', people.Ada, 'ACTIVE'],
      ['Beacon', people.Grace, 'PLANNED'],
    ]);
  });

  it('imports members as a ";" list of names or ids: the dry run blames each bad part, all or nothing', async () => {
    const send = (csv: string, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/import/project${query}`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
        payload: csv,
      });
    // A second Grace Hopper: the name is ambiguous now, her id is not.
    await newEmployee('grace2@charter.test', 'Grace', 'Hopper');
    const header = 'name,memberIds\r\n';
    const before = await projects();
    const linksBefore = await links();

    const bad = await send(
      header +
        'Comet,"Ada Lovelace; Ada Byron; 999999"\r\n' +
        'Dawn,Grace Hopper\r\n' +
        'Eclipse,alan turing;\r\n' +
        ',Nobody\r\n',
      '?dryRun=true',
    );
    expect(bad.statusCode, bad.body).toBe(422);
    const cells = bad.json().cells as { row: number; column: string; message: string }[];
    expect(cells).toHaveLength(5);
    expect(cells).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'memberIds', message: 'No employee is named "Ada Byron".' },
        { row: 2, column: 'memberIds', message: 'No employee has the id 999999.' },
        {
          row: 3,
          column: 'memberIds',
          message: 'Several employee records are named "Grace Hopper": give the id instead.',
        },
        { row: 5, column: 'name', message: 'Project Name is required' },
        { row: 5, column: 'memberIds', message: 'No employee is named "Nobody".' },
      ]),
    );
    expect(await projects()).toEqual(before);
    expect(await links()).toEqual(linksBefore);

    // A real import whose last row names nobody: the rows (and links) before it go back too.
    const refused = await send(
      header + `Comet,Ada Lovelace;${people.Alan}\r\nDawn,${people.Grace};Nobody\r\n`,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().cells).toEqual([
      { row: 3, column: 'memberIds', message: 'No employee is named "Nobody".' },
    ]);
    expect(await projects()).toEqual(before);
    expect(await links()).toEqual(linksBefore);

    const res = await send(
      header +
        `Comet,"Ada Lovelace; ${people.Alan}"\r\n` +
        'Dawn,\r\n' +
        `Eclipse,${people.Grace};alan turing ;Ada Lovelace;${people.Ada}\r\n`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = await database.db
      .selectFrom('project')
      .select(['projectId', 'name'])
      .where('name', 'in', ['Comet', 'Dawn', 'Eclipse'])
      .execute();
    const idOf = Object.fromEntries(made.map((p) => [p.name, Number(p.projectId)]));
    const membersOf = async (name: string) =>
      (await links())
        .filter((l) => Number(l.projectId) === idOf[name])
        .map((l) => Number(l.employeeId))
        .sort((a, b) => a - b);
    expect(Object.keys(idOf).sort()).toEqual(['Comet', 'Dawn', 'Eclipse']);
    expect(await membersOf('Comet')).toEqual([people.Ada, people.Alan]);
    expect(await membersOf('Dawn')).toEqual([]);
    expect(await membersOf('Eclipse')).toEqual([people.Ada, people.Alan, people.Grace]);
    const shown = (await call('GET', `/api/v1/project/${idOf.Comet}`, admin)).json();
    expect(shown._names.memberIds).toEqual(['Ada Lovelace', 'Alan Turing']);
  });
});
