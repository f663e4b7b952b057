/**
 * Error and log leakage (security bar; issue #9): with the server logging everything (debug), no
 * log line and no error response carries a password, a token, a password hash, an identity or bank
 * number, a stack trace or SQL — whatever the requests contained or however they failed.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'debug', stream: capture } });
});
afterAll(() => t.close());

const SECRETS = {
  aadhaar: '987698769876',
  pan: 'QWERT6789Z',
  uan: '555566667777',
  account: '445566778899001',
  wrongPassword: 'Not-The-Password-42',
};
const STACK_OR_SQL = [
  /\n\s+at /,
  /node_modules/,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\b.+\bset\b/i,
];

describe('what the server writes down', () => {
  it('keeps credentials, tokens, hashes and personal numbers out of logs and error bodies', async () => {
    const token = await t.adminToken();
    const headers = t.auth(token);
    const bodies: string[] = [];
    const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
      if (res.statusCode >= 400) bodies.push(res.body);
      return res;
    };

    const failedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: TEST_ADMIN.email, password: SECRETS.wrongPassword },
    });
    bodies.push(failedLogin.body);
    const { employeeId } = await t.createUser(['GET_ALL_EMPLOYEES']);
    // Valid personal numbers, then the same numbers where they are invalid (echo risk in messages).
    await send('PATCH', `/employee/updateEmployeeDetails/${employeeId}`, {
      adhaarNumber: SECRETS.aadhaar,
      panNumber: SECRETS.pan,
      uanNumber: SECRETS.uan,
    });
    await send('POST', `/employee/${employeeId}`, {
      firstName: 'Leak',
      adhaarNumber: `${SECRETS.aadhaar}0`,
    });
    await send('POST', `/account/${employeeId}/AddBankAccount`, {
      bankName: 'Axis Bank',
      accountNumber: SECRETS.account,
      ifsc: 'UTIB0000123',
      branch: 'MG Road',
    });
    await send('POST', `/account/${employeeId}/AddBankAccount`, {
      bankName: 'Axis Bank',
      accountNumber: `${SECRETS.account}x`,
      ifsc: 'bad',
      branch: 'MG Road',
    });
    // Malformed input of every kind: bad JSON, bad ids, a SQL-looking sort, a bad token.
    bodies.push(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/skill',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"skill": ',
        })
      ).body,
    );
    await send('GET', '/employee/abc');
    await send('GET', `/employee/getAllEmployees?sort=1;select * from "user"`);
    bodies.push(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/skill',
          headers: { authorization: `Bearer ${token}x` },
        })
      ).body,
    );

    const hashes = (
      await sql<{ passwordHash: string }>`select "passwordHash" from "user"`.execute(t.db)
    ).rows.map((r) => r.passwordHash);
    const forbidden = [
      TEST_ADMIN.password,
      SECRETS.wrongPassword,
      token,
      token.split('.')[2],
      SECRETS.aadhaar,
      SECRETS.pan,
      SECRETS.uan,
      SECRETS.account,
      ...hashes.map((h) => h.slice(-32)),
    ];
    expect(lines.length).toBeGreaterThanOrEqual(20); // the server did log the requests
    for (const text of [...lines, ...bodies]) {
      for (const secret of forbidden) expect(text, 'a secret was written').not.toContain(secret);
    }
    for (const body of bodies) {
      for (const pattern of STACK_OR_SQL) expect(body, body).not.toMatch(pattern);
    }
  });
});
