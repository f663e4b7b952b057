/** Is the database there (GET /health): one trivial statement, never cached. */
import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../repositories/snapshot.ts';

export const databaseUp = (db: Db): Promise<boolean> => databaseAnswers(db);
