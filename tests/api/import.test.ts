// CSV import on the wire: POST /api/v1/import/employee (text/csv, ?dryRun=true). A clean file writes
// every row (user + employee + balances) in one go; a bad cell answers 422 with row/column/message
// and writes NOTHING; a dry run never writes; the privileges, size and row limits hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { genericImporter } from '../../src/server/import/generic.ts';
import { runImport } from '../../src/server/import/run.ts';
import { systemCallIn } from '../../src/server/operations/pipeline.ts';
import { findPrincipal } from '../../src/server/repositories/users.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  for (const department of ['Engineering', 'Sales'])
    await t.db
      .insertInto('department')
      .values({ department, description: department, attributes: '{}' })
      .execute();
});
afterAll(() => t.close());

const HEADER = 'email,role,firstName,lastName,employeeCode,department,gender,position\r\n';
const send = (csv: string, token = admin, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/import/employee${query}`,
    headers: { ...t.auth(token), 'content-type': 'text/csv' },
    payload: csv,
  });
const counts = async () => ({
  users: (await t.db.selectFrom('user').select('userId').execute()).length,
  employees: (await t.db.selectFrom('employee').select('employeeId').execute()).length,
  balances: (await t.db.selectFrom('leaveBalance').select('employeeId').execute()).length,
});

describe('importing employees from CSV', () => {
  it('a dry run of a good file says how many rows are ready and writes nothing', async () => {
    const before = await counts();
    const res = await send(
      `${HEADER}dry.one@example.com,Employee,Asha,Rao,DRY1,Engineering,Female,Analyst\r\n`,
      admin,
      '?dryRun=true',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      dryRun: true,
      rows: 1,
      message: '1 row is ready to import.',
    });
    expect(await counts()).toEqual(before);
  });

  it('writes every row of a good file: account, details, department, balances; the password works', async () => {
    const before = await counts();
    const csv =
      '\uFEFF' + // Excel's UTF-8 byte order mark
      HEADER +
      'ravi.k@example.com,Employee,Ravi,Kumar,IMP1,engineering,MALE,"Lead, Platform"\r\n' +
      '"zoe.o@example.com",Employee,Zoë,O Brien,IMP2,Sales,,"Sales\nRep"\n';
    const res = await send(csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, rows: 2, message: '2 employees imported.' });
    expect(body.created).toHaveLength(2);
    expect(await counts()).toMatchObject({
      users: before.users + 2,
      employees: before.employees + 2,
    });
    expect((await counts()).balances).toBeGreaterThanOrEqual(before.balances);

    const ravi = await t.db
      .selectFrom('employee as e')
      .innerJoin('department as d', 'd.departmentId', 'e.departmentId')
      .select(['e.firstName', 'e.lastName', 'e.gender', 'e.position', 'd.department'])
      .where('e.employeeCode', '=', 'IMP1')
      .executeTakeFirstOrThrow();
    expect(ravi).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      gender: 'MALE',
      position: 'Lead, Platform',
      department: 'Engineering',
    });
    const zoe = await t.db
      .selectFrom('employee')
      .select(['firstName', 'position'])
      .where('employeeCode', '=', 'IMP2')
      .executeTakeFirstOrThrow();
    expect(zoe).toEqual({ firstName: 'Zoë', position: 'Sales\nRep' });

    const { email, temporaryPassword } = body.created[0];
    expect(email).toBe('ravi.k@example.com');
    expect(temporaryPassword).toMatch(/^.{20}$/);
    await expect(t.login(email, temporaryPassword)).resolves.toEqual(expect.any(String));
  });

  it('one bad cell: 422 naming row, column and the schema’s message, and nothing is written', async () => {
    const before = await counts();
    const csv =
      HEADER +
      'ok.one@example.com,Employee,Meera,Nair,BAD1,Sales,,\r\n' +
      'ok.two@example.com,Employee,M,Iyer,BAD2,Sales,,\r\n';
    const res = await send(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: '1 problem found in the file; nothing was imported.',
      cells: [{ row: 3, column: 'firstName', message: 'First name must be at least 2 characters' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('lists every bad cell at once, database rules included (duplicates, unknown role and department)', async () => {
    const csv =
      HEADER +
      'ravi.k@example.com,Employee,Ravi,Again,NEW1,Sales,,\r\n' + // email taken (previous test)
      'new.a@example.com,Wizard,Anil,Das,NEW2,Nowhere,,\r\n' +
      'new.b@example.com,Employee,Bina,Das,NEW3,Sales,,\r\n' +
      'new.b@example.com,Employee,Bina,Das,NEW3,Sales,,\r\n' + // duplicate of the row above
      'not-an-email,Employee,Carl,Dev,NEW4,Sales,Robot,\r\n' +
      'new.c@example.com,Employee,"=HYPERLINK(""x"")",Dev,NEW5,Sales,,\r\n';
    const res = await send(csv, admin, '?dryRun=true');
    expect(res.statusCode).toBe(422);
    const cells = res
      .json()
      .cells.map((c: { row: number; column: string }) => `${c.row} ${c.column}`);
    expect(cells).toEqual([
      '2 email',
      '3 role',
      '3 department',
      '5 email',
      '5 employeeCode',
      '6 email',
      '6 gender',
      '7 firstName',
    ]);
    const byCell = Object.fromEntries(
      res.json().cells.map((c: any) => [`${c.row} ${c.column}`, c.message]),
    );
    expect(byCell['2 email']).toBe('A user with this email already exists.');
    expect(byCell['3 role']).toBe('The role "Wizard" does not exist.');
    expect(byCell['6 email']).toBe('Invalid email address');
    expect(byCell['6 gender']).toBe('Gender must be Male, Female or Other');
    expect(byCell['7 firstName']).toMatch(/^Formulas are not imported/);
  });

  it('names unknown and missing columns as problems of row 1', async () => {
    const res = await send('email,firstName,salary\r\nx@example.com,Ann,100\r\n');
    expect(res.statusCode).toBe(422);
    const cells = res.json().cells;
    expect(cells).toContainEqual(expect.objectContaining({ row: 1, column: 'salary' }));
    expect(cells).toContainEqual({
      row: 1,
      column: 'role',
      message: 'This required column is missing.',
    });
  });

  it('reports a broken quote with its row', async () => {
    const res = await send(`${HEADER}"a@example.com,Employee,Ann,Lee,Q1,Sales,,\r\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json().cells[0]).toMatchObject({ row: 2, column: '' });
  });

  it('refuses a caller without the privilege with 403, and writes nothing', async () => {
    const before = await counts();
    for (const privileges of [['ADD_EMPLOYEE'], ['CREATE_NEW_USER']]) {
      const token = await t.tokenFor(privileges);
      const res = await send(`${HEADER}p@example.com,Employee,Pia,Lal,P1,Sales,,\r\n`, token);
      expect(res.statusCode, privileges.join()).toBe(403);
    }
    expect((await counts()).users).toBe(before.users + 2); // only the two test callers
  });

  it('refuses a role with privileges the importer lacks', async () => {
    const token = await t.tokenFor(['ADD_EMPLOYEE', 'CREATE_NEW_USER']);
    const res = await send(
      `${HEADER}q@example.com,SuperAdmin,Qin,Lal,Q2,Sales,,\r\n`,
      token,
      '?dryRun=true',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().cells).toEqual([
      { row: 2, column: 'role', message: 'Only a SuperAdmin can create a SuperAdmin user.' },
    ]);
  });

  it('answers 413 for a file over the size limit and for too many rows; 400 for an empty file', async () => {
    const big = HEADER + 'x'.repeat(600 * 1024);
    expect((await send(big)).statusCode).toBe(413);
    const many =
      HEADER +
      Array.from({ length: 501 }, (_, i) => `m${i}@example.com,Employee,Mo,Li,M${i},Sales,,`).join(
        '\n',
      );
    const res = await send(many);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('An import holds at most 500 rows; this file has 501.');
    expect((await send('')).statusCode).toBe(400);
    expect((await send(HEADER)).statusCode).toBe(400);
  });

  it('needs a session (401) and a CSV content type (415)', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import/employee',
      headers: { 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(anon.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import/employee',
      headers: { ...t.auth(admin), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers a JSON or form body 415, as the README says, writing nothing', async () => {
    const before = await counts();
    const row = {
      email: 'json.body@example.com',
      role: 'Employee',
      firstName: 'Js',
      lastName: 'On',
    };
    for (const [type, payload] of [
      ['application/json', JSON.stringify(row)],
      ['application/json', JSON.stringify(`${HEADER}a@example.com,Employee,Ab,Cd,JS1,Sales,,`)],
      ['application/x-www-form-urlencoded', 'email=json.body%40example.com'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/import/employee?dryRun=false',
        headers: { ...t.auth(admin), 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${payload}`).toBe(415);
      expect(res.json()).toEqual({ success: false, message: 'This content type is not accepted.' });
    }
    expect(await counts()).toEqual(before);
  });

  it('still reads text/plain as CSV, and a body-less call stays a 400', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import/employee?dryRun=true',
      headers: { ...t.auth(admin), 'content-type': 'text/plain; charset=utf-8' },
      payload: `${HEADER}plain.text@example.com,Employee,Pl,Ain,PLN1,Sales,,\r\n`,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import/employee',
      headers: t.auth(admin),
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('the generic importer (any schema-served resource declaring x-list.import)', () => {
  const skill = registry.skill as ResourceSchema;
  const schema = { ...skill, 'x-list': { ...skill['x-list']!, import: { columns: ['skill'] } } };
  const skills = async () =>
    (await t.db.selectFrom('skill').select('skill').execute()).map((r) => r.skill);

  it('checks rows with the create route’s schema and writes them all, or none', async () => {
    const importer = genericImporter(schema as ResourceSchema);
    const { userId } = await t.createUser(['ADD_SKILL']);
    const caller = (await findPrincipal(t.db, userId))!;
    const good = await runImport(t.db, importer, 'skill\nKotlin\n"Go, the language"\n', {
      caller,
      dryRun: false,
      callIn: systemCallIn,
    });
    expect(good).toMatchObject({ ok: true, rows: 2, dryRun: false });
    expect(await skills()).toEqual(expect.arrayContaining(['Kotlin', 'Go, the language']));

    const before = await skills();
    const bad = await runImport(t.db, importer, 'skill\nRust\nkotlin\n', {
      caller,
      dryRun: false,
      callIn: systemCallIn,
    });
    expect(bad).toEqual({
      ok: false,
      cells: [{ row: 3, column: 'skill', message: 'This skill already exists.' }],
    });
    expect(await skills()).toEqual(before); // Rust was rolled back with the rest
  });

  it('refuses a declaration naming a column a client cannot write', () => {
    const wrong = {
      ...schema,
      'x-list': { ...schema['x-list'], import: { columns: ['skill', 'skillId'] } },
    };
    expect(() => genericImporter(wrong as ResourceSchema)).toThrow(/skillId/);
  });
});
