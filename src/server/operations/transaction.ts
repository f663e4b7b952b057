/**
 * The one transaction helper and the one mapping of constraint errors, used by every operation:
 * PostgreSQL's unique and foreign-key violations become the caller's 409 (or whatever it names),
 * never a 500, and the work is one transaction on both engines.
 */
import type { Db } from '../db/database.ts';

import { constraintViolation } from '../repositories/records.ts';

export type ConstraintErrors = {
  /** A unique index refused the row (an exact duplicate that raced past any check). */
  unique?: (err?: unknown) => Error;
  /** A foreign key refused it (a reference missing, or a record still referenced). */
  foreignKey?: (err?: unknown) => Error;
};

/** `work()` with constraint violations turned into the errors `errors` names. */
export async function mapConstraints<T>(errors: ConstraintErrors, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    const kind = constraintViolation(err);
    const mapped = kind && errors[kind];
    // The database's error too: which constraint refused the row (a unique rule's own message).
    if (mapped) throw mapped(err);
    throw err;
  }
}

/** `work(tx)` in one transaction (joined when `db` already is one), constraint errors mapped. */
export function inTransaction<T>(
  db: Db,
  errors: ConstraintErrors,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return mapConstraints(errors, () =>
    db.isTransaction ? work(db) : db.transaction().execute((tx) => work(tx)),
  );
}
