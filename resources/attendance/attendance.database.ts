// What the attendance table needs beyond its schema (src/server/db/declare.ts).
import { defineDatabase } from '../../src/server/db/declare.ts';

export const database = defineDatabase({
  // Who is in today (dashboard).
  indexes: [{ name: 'ix_attendance_date', table: 'attendance', definition: `(date)` }],
});
