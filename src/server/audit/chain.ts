/**
 * Checks the audit trail's hash chain (db/auditSchema.ts): positions 1..n without gaps, each entry pointing
 * at the previous entry's hash, and each hash matching its content. Used by `npm run audit:verify`
 * and the tests.
 *
 * @example
 *   const report = await verifyAuditChain(db); // { entries: 1520, ok: true }
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { chainLinksFrom } from '../repositories/auditChain.ts';

export type ChainReport =
  { ok: true; entries: number } | { ok: false; entries: number; position: number; problem: string };

const PAGE = 5000;

export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let expectedPosition = 1;
  let previousHash = '';
  for (;;) {
    const rows = await chainLinksFrom(db, expectedPosition, PAGE);
    for (const link of rows) {
      const fail = (problem: string): ChainReport => ({
        ok: false,
        entries: expectedPosition - 1,
        position: expectedPosition,
        problem,
      });
      if (Number(link.position) !== expectedPosition) return fail('an entry is missing');
      if (link.prevHash !== previousHash) return fail('the link to the previous entry is broken');
      if (createHash('sha256').update(link.text, 'utf8').digest('hex') !== link.hash) {
        return fail('the entry was changed after it was written');
      }
      previousHash = link.hash;
      expectedPosition++;
    }
    if (rows.length < PAGE) return { ok: true, entries: expectedPosition - 1 };
  }
}
