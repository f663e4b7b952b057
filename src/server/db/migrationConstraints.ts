/**
 * The constraints a migration holds existing rows to: the enum's CHECK `ck_<table>_<column>`
 * (addEnumCheck: a new table's, an enforceEnum step's) and the `addConstraints` step, which counts
 * the rows each NOT NULL and CHECK would refuse before adding it; with the quoting of names and
 * values in raw SQL and the one-row query that migrationApply.ts's steps share.
 */
import { sql } from 'kysely';
import type { Tx } from './database.ts';
import type { Outcome, Step } from './migrationSteps.ts';
import { constraintName, type Scalar } from './schemaShape.ts';

export const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const literal = (v: Scalar) =>
  typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);

export async function one<T>(tx: Tx, text: string): Promise<T> {
  const { rows } = await sql.raw<T>(text).execute(tx);
  return rows[0];
}

/** `col::text in (…)`, the enum's CHECK condition (NULL passes the CHECK on its own). */
export const inEnum = (column: string, values: Scalar[]) =>
  `${q(column)}::text in (${values.map((v) => literal(String(v))).join(', ')})`;

/** The CHECK `ck_<table>_<column>` holding a column to its enum (a new table's, or a step's). */
export const addEnumCheck = (tx: Tx, table: string, column: string, values: Scalar[]) =>
  sql
    .raw(
      `alter table ${q(table)} add constraint ${q(constraintName('ck', table, [column]))} check (${q(column)} is null or ${inEnum(column, values)})`,
    )
    .execute(tx);

/**
 * Adds the NOT NULL and CHECK constraints of an `addConstraints` step after counting, in one scan
 * of the table, the rows each would refuse. One that some row breaks is left out and named with
 * its count in the note: those rows were accepted before, so the start goes on.
 */
export async function addConstraints(
  tx: Tx,
  step: Extract<Step, { kind: 'addConstraints' }>,
): Promise<Omit<Outcome, 'step'>> {
  const t = q(step.table);
  const probes = [
    ...step.notNull.map((c) => ({ c, kind: 'nn', bad: `${q(c)} is null`, values: [] as Scalar[] })),
    ...step.enums.map((e) => ({
      c: e.column,
      kind: 'ck',
      bad: `${q(e.column)} is not null and not (${inEnum(e.column, e.values)})`,
      values: e.values,
    })),
  ];
  const counts = await one<Record<string, number>>(
    tx,
    `select ${probes
      .map((p, i) => `count(*) filter (where ${p.bad})::int as ${q(`n${i}`)}`)
      .join(', ')} from ${t}`,
  );
  const skipped: string[] = [];
  for (const [i, p] of probes.entries()) {
    const n = counts[`n${i}`];
    if (n > 0) {
      skipped.push(
        p.kind === 'nn'
          ? `"${p.c}" not made NOT NULL: ${n} row(s) have no value`
          : `"${p.c}" not CHECKed: ${n} row(s) hold a value outside the enum`,
      );
      continue;
    }
    if (p.kind === 'nn')
      await sql.raw(`alter table ${t} alter column ${q(p.c)} set not null`).execute(tx);
    else await addEnumCheck(tx, step.table, p.c, p.values);
  }
  return skipped.length ? { note: `left to validation, as before: ${skipped.join('; ')}` } : {};
}
