// What the organisation table needs beyond its schema (src/server/db/declare.ts).
import { sql } from 'kysely';
import { defineDatabase } from '../../src/server/db/declare.ts';

export const database = defineDatabase({
  steps: [
    {
      // Logos stored before signed image links named the image's version get theirs. Shipped as
      // part of '2026-11-25-image-versions' (employee.database.ts); a database that ran that one
      // finds no logo without a version here.
      name: '2026-11-25-image-versions-logo',
      run: async (tx) => {
        await sql`update "organization" set "logoVersion" = left(encode(sha256("logo"), 'hex'), 20)
          where "logo" is not null and "logoVersion" is null`.execute(tx);
      },
    },
  ],
});
