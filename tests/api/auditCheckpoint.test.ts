/**
 * Signed checkpoints of the audit trail (src/server/audit/checkpoint.ts, `npm run audit:verify --
 * --checkpoint/--check`): a chain rewritten whole (every hash recomputed after an edit, as someone
 * with database access could) or cut below the checkpoint is found; so is an altered checkpoint.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/server/audit/chain.ts';
import {
  checkCheckpoint,
  parseCheckpoint,
  writeCheckpoint,
  type Checkpoint,
} from '../../src/server/audit/checkpoint.ts';
import { CHAIN_TEXT } from '../../src/server/db/auditSchema.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const KEY = 'k'.repeat(16) + '-checkpoint-key-for-tests';

let t: TestApp;
let admin: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

/** Appends an entry through the API (a new skill). */
async function addEntry() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/skill',
    headers: t.auth(admin),
    payload: { skill: `Checkpointed ${'abcdefghij'[n++ % 10]}${n} ${process.pid}` },
  });
  expect(res.statusCode).toBe(201);
}

const entries = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from "auditLog"`.execute(t.db)).rows[0].n);

/** What someone with direct database access could do: switch the guards off, then tamper. */
async function asAttacker(work: () => Promise<void>) {
  await sql`alter table "auditLog" disable trigger user`.execute(t.db);
  try {
    await work();
  } finally {
    await sql`alter table "auditLog" enable trigger user`.execute(t.db);
  }
}

/** Edits entry `position`, then recomputes every hash from it on, so the chain verifies again. */
async function rewriteFrom(position: number) {
  await asAttacker(async () => {
    await sql`update "auditLog" set after = '{"skill":"forged"}' where position = ${position}`.execute(
      t.db,
    );
    const last = await entries();
    for (let p = position; p <= last; p++) {
      await sql`update "auditLog" set "prevHash" = coalesce(
          (select a.hash from "auditLog" a where a.position = ${p - 1}), '')
        where position = ${p}`.execute(t.db);
      await sql`update "auditLog" r set hash = encode(sha256(convert_to(${sql.raw(CHAIN_TEXT)},
          'UTF8')), 'hex') where r.position = ${p}`.execute(t.db);
    }
  });
  // The chain alone no longer shows anything.
  expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
}

describe('a signed audit checkpoint', () => {
  it('holds while entries are only added, and records the count and head hash', async () => {
    await addEntry();
    const checkpoint = await writeCheckpoint(t.db, KEY);
    expect(checkpoint.count).toBe(await entries());
    expect(checkpoint.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(checkpoint.hmac).toMatch(/^[0-9a-f]{64}$/);
    await addEntry();
    await addEntry();
    expect(await checkCheckpoint(t.db, checkpoint, KEY)).toEqual({
      ok: true,
      entries: checkpoint.count + 2,
    });
    // As written to and read back from its file.
    expect(parseCheckpoint(JSON.stringify(checkpoint))).toEqual(checkpoint);
  });

  it('refuses an altered checkpoint, or one checked with another key', async () => {
    const checkpoint = await writeCheckpoint(t.db, KEY);
    const altered: Checkpoint[] = [
      { ...checkpoint, count: checkpoint.count - 1 },
      {
        ...checkpoint,
        headHash: checkpoint.headHash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
      { ...checkpoint, at: new Date(0).toISOString() },
      { ...checkpoint, hmac: 'ff' },
    ];
    for (const c of altered) {
      expect(await checkCheckpoint(t.db, c, KEY)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/not signed with this key/),
      });
    }
    expect(await checkCheckpoint(t.db, checkpoint, `${KEY}-other`)).toMatchObject({ ok: false });
    expect(parseCheckpoint('not json')).toBeUndefined();
    expect(parseCheckpoint('{"count":-1,"headHash":"","at":"","hmac":""}')).toBeUndefined();
  });

  it('finds a chain rewritten whole after an edited entry', async () => {
    await addEntry();
    const checkpoint = await writeCheckpoint(t.db, KEY);
    await addEntry();
    await rewriteFrom(checkpoint.count - 1);
    expect(await checkCheckpoint(t.db, checkpoint, KEY)).toEqual({
      ok: false,
      problem: expect.stringMatching(
        new RegExp(`^entry ${checkpoint.count} no longer has the hash signed .*rewritten$`),
      ),
    });
  });

  it('finds the newest entries removed', async () => {
    await addEntry();
    await addEntry();
    const checkpoint = await writeCheckpoint(t.db, KEY);
    await asAttacker(async () => {
      await sql`delete from "auditLog" where position > ${checkpoint.count - 2}`.execute(t.db);
    });
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
    expect(await checkCheckpoint(t.db, checkpoint, KEY)).toEqual({
      ok: false,
      problem: expect.stringMatching(
        new RegExp(`has ${checkpoint.count - 2} entries, but had ${checkpoint.count} .*removed$`),
      ),
    });
  });

  it('is not written for a broken chain', async () => {
    await addEntry();
    const last = await entries();
    await asAttacker(async () => {
      await sql`update "auditLog" set action = 'forged' where position = ${last}`.execute(t.db);
    });
    await expect(writeCheckpoint(t.db, KEY)).rejects.toThrow(
      `the audit trail is broken at entry ${last}`,
    );
    // Hashes recomputed: the chain verifies again for the tests that follow.
    await rewriteFrom(last);
  });
});

const run = promisify(execFile);
/** `npm run audit:verify -- …args` with `env`; resolves to its exit code and output. */
async function auditVerify(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/audit-verify.ts', ...args],
      { env: { ...process.env, DATABASE_URL: '', AUDIT_CHECKPOINT_KEY: '', ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run audit:verify with checkpoints', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-checkpoint-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses to sign without a key, with a short key, or with a key kept in DATA_DIR', async () => {
    const file = path.join(dir, 'c.json');
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'key'), KEY);
    const none = await auditVerify(['--checkpoint', file], { DATA_DIR: dataDir });
    expect(none).toMatchObject({ code: 2 });
    expect(none.out).toMatch(/needs a key: set AUDIT_CHECKPOINT_KEY or pass --key-file/);
    const short = await auditVerify(['--checkpoint', file], {
      DATA_DIR: dataDir,
      AUDIT_CHECKPOINT_KEY: 'short',
    });
    expect(short).toMatchObject({ code: 2 });
    expect(short.out).toMatch(/at least 32 characters/);
    const inside = await auditVerify(
      ['--checkpoint', file, '--key-file', path.join(dataDir, 'key')],
      { DATA_DIR: dataDir },
    );
    expect(inside).toMatchObject({ code: 2 });
    expect(inside.out).toMatch(/inside DATA_DIR/);
    expect(fs.existsSync(file)).toBe(false);
  });

  // The script opens the configured database; an embedded one is a folder that this in-memory
  // test database is not, so the end-to-end run needs the PostgreSQL suite.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'writes a checkpoint, checks it, and exits 1 once the chain was rewritten (PostgreSQL only)',
    async () => {
      const file = path.join(dir, 'audit-checkpoint.json');
      const keyFile = path.join(dir, 'key');
      fs.writeFileSync(keyFile, `${KEY}\n`, { mode: 0o600 });
      const env = { DATABASE_URL: t.url! };
      const written = await auditVerify(['--checkpoint', file, '--key-file', keyFile], env);
      expect(written.code).toBe(0);
      expect(written.out).toMatch(/Checkpoint written to .*audit-checkpoint\.json/);
      await addEntry();
      const held = await auditVerify(['--check', file, '--checkpoint', file], {
        ...env,
        AUDIT_CHECKPOINT_KEY: KEY,
      });
      expect(held.code).toBe(0);
      expect(held.out).toMatch(/holds: \d+ entries signed at .*, 1 added since/);
      const checkpoint = parseCheckpoint(fs.readFileSync(file, 'utf8'))!;
      expect(checkpoint.count).toBe(await entries());
      await rewriteFrom(1);
      const failed = await auditVerify(['--check', file, '--key-file', keyFile], env);
      expect(failed.code).toBe(1);
      expect(failed.out).toMatch(/does NOT hold: entry \d+ no longer has the hash signed/);
      fs.writeFileSync(file, JSON.stringify({ ...checkpoint, count: 1 }));
      const tampered = await auditVerify(['--check', file, '--key-file', keyFile], env);
      expect(tampered.code).toBe(1);
      expect(tampered.out).toMatch(/not signed with this key/);
    },
  );
});
