/**
 * `npm run audit:verify [-- --check <file>] [--checkpoint <file>] [--key-file <file>]`: checks the
 * audit trail's hash chain in the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR — stop the server first, it holds the folder's lock). Prints the number of entries and
 * the head hash, or where the chain breaks; exits 1 when it is broken.
 *
 * `--checkpoint <file>` then writes a signed checkpoint (count, head hash, time; HMAC-SHA256) to
 * <file>; `--check <file>` first verifies one written earlier: its signature, that the chain still
 * has that many entries and the same hash at that position (a chain rewritten whole, or cut,
 * fails). Both together check the last checkpoint and, when it holds, write the next one: what a
 * scheduled run does (README, Audit trail). The key comes from AUDIT_CHECKPOINT_KEY or
 * --key-file, never from the database or its data folder. Exit codes: 0 intact, 1 broken or a
 * checkpoint that does not hold, 2 a usage or file problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { verifyAuditChain } from '../src/server/audit/chain.ts';
import {
  checkCheckpoint,
  MIN_KEY_LENGTH,
  parseCheckpoint,
  writeCheckpoint,
} from '../src/server/audit/checkpoint.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/open.ts';

const config = loadConfig();

function usage(message: string): never {
  console.error(`audit:verify: ${message}`);
  process.exit(2);
}

const options = {
  check: { type: 'string' },
  checkpoint: { type: 'string' },
  'key-file': { type: 'string' },
} as const;
let args: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  args = parseArgs({ options }).values;
} catch (err) {
  usage(
    `${(err as Error).message}. Options: --check <file>, --checkpoint <file>, --key-file <file>`,
  );
}

/** The checkpoint key: the environment or a key file, kept away from the database's own folder. */
function checkpointKey(): string {
  let key = process.env.AUDIT_CHECKPOINT_KEY ?? '';
  const keyFile = args['key-file'];
  if (keyFile) {
    const resolved = path.resolve(keyFile);
    if (!config.databaseUrl && !path.relative(config.dataDir, resolved).startsWith('..')) {
      usage(
        `the key file ${resolved} is inside DATA_DIR: whoever can rewrite the database could ` +
          'sign a checkpoint too. Keep the key elsewhere.',
      );
    }
    try {
      key = fs.readFileSync(resolved, 'utf8').trim();
    } catch (err) {
      usage(`cannot read the key file: ${(err as Error).message}`);
    }
  }
  if (!key) {
    usage('a checkpoint needs a key: set AUDIT_CHECKPOINT_KEY or pass --key-file <file>');
  }
  if (key.length < MIN_KEY_LENGTH)
    usage(`the checkpoint key must be at least ${MIN_KEY_LENGTH} characters`);
  return key;
}

const key = args.check || args.checkpoint ? checkpointKey() : '';
let previous;
if (args.check) {
  let text = '';
  try {
    text = fs.readFileSync(args.check, 'utf8');
  } catch (err) {
    usage(`cannot read the checkpoint: ${(err as Error).message}`);
  }
  previous = parseCheckpoint(text) ?? usage(`${args.check} is not an audit checkpoint`);
}

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
  if (previous && report.ok) {
    const verdict = await checkCheckpoint(database.db, previous, key);
    if (verdict.ok) {
      console.log(
        `Checkpoint ${args.check} holds: ${previous.count} entries signed at ${previous.at}, ` +
          `${verdict.entries - previous.count} added since.`,
      );
    } else {
      console.error(`Checkpoint ${args.check} does NOT hold: ${verdict.problem}.`);
      process.exitCode = 1;
    }
  }
  // A new checkpoint only vouches for a chain that passed every check of this run.
  if (args.checkpoint && !process.exitCode) {
    const checkpoint = await writeCheckpoint(database.db, key);
    const temporary = `${args.checkpoint}.tmp-${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(checkpoint, null, 2) + '\n');
    fs.renameSync(temporary, args.checkpoint);
    console.log(
      `Checkpoint written to ${args.checkpoint}: ${checkpoint.count} entries at ${checkpoint.at}.`,
    );
  } else if (args.checkpoint) {
    console.error('No checkpoint written: the audit trail failed a check.');
  }
} finally {
  await database.close();
}
