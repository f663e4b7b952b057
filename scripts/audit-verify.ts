/**
 * `npm run audit:verify`: checks the audit trail's hash chain in the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first, it holds the folder's
 * lock). Prints the number of entries and the head hash (write it down somewhere else: an attacker
 * who rewrites the whole chain cannot match a head you kept), or where the chain breaks; exits 1
 * when it is broken.
 */
import { sql } from 'kysely';
import { verifyAuditChain } from '../src/server/audit/chain.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  const report = await verifyAuditChain(database.db);
  if (report.ok) {
    const { rows } = await sql<{ hash: string | null }>`select hash from "auditLog"
      order by position desc limit 1`.execute(database.db);
    console.log(
      `Audit trail intact: ${report.entries} entries. Head hash: ${rows[0]?.hash ?? '(empty)'}`,
    );
  } else {
    console.error(
      `Audit trail BROKEN at entry ${report.position}: ${report.problem}. ` +
        `Entries 1 to ${report.entries} are intact.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
