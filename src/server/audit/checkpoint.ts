/**
 * Signed checkpoints of the audit trail's hash chain, kept outside the database. The chain
 * (chain.ts) proves that no entry was edited or removed behind the triggers' back, but someone with
 * write access to the database can rewrite it whole (recompute every hash after an edit) or drop
 * the newest entries. A checkpoint records how many entries there were and the hash of the last
 * one, signed with HMAC-SHA256 under a key the database never sees; checking it later finds a
 * rewrite of any entry up to that point, and a chain cut below it.
 *
 * @example
 *   const checkpoint = await writeCheckpoint(db, key);         // { count, headHash, at, hmac }
 *   const verdict = await checkCheckpoint(db, checkpoint, key); // { ok: true, entries: 1530 }
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hashAt } from '../repositories/auditChain.ts';
import { verifyAuditChain } from './chain.ts';

export type Checkpoint = { count: number; headHash: string; at: string; hmac: string };

export type CheckpointVerdict = { ok: true; entries: number } | { ok: false; problem: string };

/** Shorter keys are refused: the signature is only as strong as its key. */
export const MIN_KEY_LENGTH = 32;

const signed = (c: Omit<Checkpoint, 'hmac'>) =>
  `charter-audit-checkpoint\n1\n${c.count}\n${c.headHash}\n${c.at}`;

const sign = (c: Omit<Checkpoint, 'hmac'>, key: string) =>
  createHmac('sha256', key).update(signed(c), 'utf8').digest('hex');

/** Signs the chain as it is now; refuses a broken chain (it would vouch for tampered entries). */
export async function writeCheckpoint(db: Db, key: string, at = new Date()): Promise<Checkpoint> {
  const report = await verifyAuditChain(db);
  if (!report.ok) {
    throw new Error(
      `the audit trail is broken at entry ${report.position} (${report.problem}); no checkpoint written`,
    );
  }
  const body = {
    count: report.entries,
    headHash: report.entries ? ((await hashAt(db, report.entries)) ?? '') : '',
    at: at.toISOString(),
  };
  return { ...body, hmac: sign(body, key) };
}

/** Reads a checkpoint file's JSON; undefined when it does not have a checkpoint's shape. */
export function parseCheckpoint(text: string): Checkpoint | undefined {
  try {
    const c = JSON.parse(text) as Partial<Checkpoint>;
    if (
      Number.isSafeInteger(c.count) &&
      (c.count as number) >= 0 &&
      typeof c.headHash === 'string' &&
      typeof c.at === 'string' &&
      typeof c.hmac === 'string'
    ) {
      return { count: c.count!, headHash: c.headHash, at: c.at, hmac: c.hmac };
    }
  } catch {
    // Not JSON: reported as not a checkpoint below.
  }
  return undefined;
}

/**
 * The checkpoint is genuine (signed with `key`), the chain is intact, still has at least `count`
 * entries, and its entry at position `count` still has the signed hash.
 */
export async function checkCheckpoint(
  db: Db,
  checkpoint: Checkpoint,
  key: string,
): Promise<CheckpointVerdict> {
  const expected = Buffer.from(sign(checkpoint, key), 'hex');
  const given = Buffer.from(checkpoint.hmac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      ok: false,
      problem: 'the checkpoint is not signed with this key: it was altered, or the key is wrong',
    };
  }
  const report = await verifyAuditChain(db);
  if (!report.ok) {
    return {
      ok: false,
      problem: `the audit trail is broken at entry ${report.position}: ${report.problem}`,
    };
  }
  if (report.entries < checkpoint.count) {
    return {
      ok: false,
      problem:
        `the audit trail has ${report.entries} entries, but had ${checkpoint.count} at the ` +
        `checkpoint of ${checkpoint.at}: entries were removed`,
    };
  }
  if (checkpoint.count > 0 && (await hashAt(db, checkpoint.count)) !== checkpoint.headHash) {
    return {
      ok: false,
      problem:
        `entry ${checkpoint.count} no longer has the hash signed at the checkpoint of ` +
        `${checkpoint.at}: the chain up to it was rewritten`,
    };
  }
  return { ok: true, entries: report.entries };
}
