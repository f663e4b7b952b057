// What the sub-organisation table needs beyond its schema (src/server/db/declare.ts).
import { sql } from 'kysely';
import { defineDatabase } from '../../src/server/db/declare.ts';

export const database = defineDatabase({
  steps: [
    {
      // Sub-organisation names became unique per organisation instead of globally.
      name: '2026-11-22-branch-name-unique-per-organization',
      run: async (tx) => {
        await sql`drop index if exists "uqf_branch_branchName"`.execute(tx);
      },
    },
  ],
});
