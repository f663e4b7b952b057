/** Is the database there (GET /health): one trivial statement, asked afresh every time. */
import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../repositories/snapshot.ts';

export const databaseUp = (db: Db): Promise<boolean> => databaseAnswers(db);
