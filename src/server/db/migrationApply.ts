/**
 * Applies a migration plan (migrationPlan.ts) inside the caller's transaction, from the state
 * migrationState.ts reads in one statement: runs each step after the check its rows must pass. A
 * step whose check fails is not applied and becomes a refusal naming the file, the field and the
 * count or first values; the caller then rolls the whole transaction back, so a refused start
 * changes nothing. `npm run migrate -- --plan` runs the same steps in a transaction it always rolls
 * back, so it reports exactly what a start would do.
 */
import { sql } from 'kysely';
import type { Tx } from './database.ts';
import type { Plan } from './migrationPlan.ts';
import type { Outcome, Step } from './migrationSteps.ts';
import { addConstraints, addEnumCheck, inEnum, literal, one, q } from './migrationConstraints.ts';
import { constraintName } from './schemaShape.ts';

export class MigrationRefusedError extends Error {
  constructor(readonly outcomes: Outcome[]) {
    const refused = outcomes.filter((o) => o.refusal);
    super(
      `the database cannot be migrated to these schemas; nothing was changed:\n  ${refused
        .map((o) => o.refusal)
        .join('\n  ')}`,
    );
    this.name = 'MigrationRefusedError';
  }
}

/** How many rows of `t` match `where`, and the first five values of `c` among them, as text. */
async function offenders(tx: Tx, t: string, c: string, where: string) {
  return one<{ n: number; first: string[] | string | null }>(
    tx,
    `select (select count(*)::int from ${q(t)} where ${where}) as n,
       (select json_agg(v) from (select ${q(c)}::text as v from ${q(t)} where ${where}
         order by 1 limit 5) s) as first`,
  ).then((r) => ({
    n: r.n,
    first: (typeof r.first === 'string' ? JSON.parse(r.first) : (r.first ?? [])) as string[],
  }));
}

const quoted = (values: string[]) => values.map((v) => JSON.stringify(v)).join(', ');

async function runStep(tx: Tx, step: Step): Promise<Omit<Outcome, 'step'>> {
  const t = q(step.table);
  const where = (s: Step) => `${s.file}, field "${'column' in s ? s.column : ''}"`;
  switch (step.kind) {
    case 'createTable':
    case 'createIndex':
      return {}; // the idempotent DDL of migrate.ts creates them, as it always has
    case 'keepTable':
    case 'createJoinTable':
      return {};
    case 'addColumn': {
      const { shape } = step;
      if (shape.required && shape.default === undefined) {
        const { n } = await one<{ n: number }>(tx, `select count(*)::int as n from ${t}`);
        if (n > 0)
          return {
            refusal: `${where(step)}: a new required field, and ${n} existing row(s) have no value; give it a default in the schema to fill them`,
          };
      }
      const d = shape.default !== undefined ? ` default ${literal(shape.default)}` : '';
      await sql
        .raw(`alter table ${t} add column if not exists ${q(step.column)} ${shape.type}${d}`)
        .execute(tx);
      if (step.enforce)
        await sql.raw(`alter table ${t} alter column ${q(step.column)} set not null`).execute(tx);
      return {};
    }
    case 'renameColumn': {
      const [from, to] = [step.from, step.column];
      await sql.raw(`alter table ${t} rename column ${q(from)} to ${q(to)}`).execute(tx);
      // Indexes named after the column follow it; its foreign key is recreated under the new name.
      for (const prefix of ['uq', 'uqf', 'ix'])
        await sql
          .raw(
            `alter index if exists ${q(constraintName(prefix, step.table, [from]))}
          rename to ${q(constraintName(prefix, step.table, [to]))}`,
          )
          .execute(tx);
      await sql
        .raw(
          `alter table ${t} drop constraint if exists ${q(constraintName('fk', step.table, [from]))}`,
        )
        .execute(tx);
      return {};
    }
    case 'keepColumn':
      // The schema no longer writes it: a constraint on it would refuse every new row.
      await sql.raw(`alter table ${t} alter column ${q(step.column)} drop not null`).execute(tx);
      await sql
        .raw(
          `alter table ${t} drop constraint if exists ${q(constraintName('ck', step.table, [step.column]))}`,
        )
        .execute(tx);
      return {};
    case 'dropColumn':
      await sql.raw(`alter table ${t} drop column if exists ${q(step.column)}`).execute(tx);
      return {};
    case 'retypeColumn': {
      const c = q(step.column);
      const bad = step.using === undefined ? 'true' : (step.bad?.replaceAll('$c', c) ?? 'false');
      const found = await offenders(tx, step.table, step.column, `${c} is not null and (${bad})`);
      if (found.n > 0)
        return {
          refusal: `${where(step)}: ${found.n} value(s) cannot become ${step.to} (from ${step.from})${
            step.using === undefined ? ', no conversion between these types' : ''
          }; first: ${quoted(found.first)}`,
        };
      const using = (step.using ?? `${c}::${step.to}`).replaceAll('$c', c);
      await sql
        .raw(`alter table ${t} alter column ${c} type ${step.to} using ${using}`)
        .execute(tx);
      return {};
    }
    case 'renameEnumValues': {
      // The CHECK of the old values would refuse the new ones; enforceEnum, next, puts it back.
      await sql
        .raw(
          `alter table ${t} drop constraint if exists ${q(constraintName('ck', step.table, [step.column]))}`,
        )
        .execute(tx);
      let moved = 0;
      for (const [from, to] of Object.entries(step.renames)) {
        const r = await sql
          .raw(
            `update ${t} set ${q(step.column)} = ${literal(to)}
          where ${q(step.column)}::text = ${literal(from)}`,
          )
          .execute(tx);
        moved += Number(r.numAffectedRows ?? 0);
      }
      return { note: `${moved} row(s) rewritten` };
    }
    case 'enforceEnum': {
      const found = await offenders(
        tx,
        step.table,
        step.column,
        `${q(step.column)} is not null and not (${inEnum(step.column, step.values)})`,
      );
      if (found.n > 0)
        return {
          refusal: `${where(step)}: ${found.n} row(s) hold a value outside the enum; first: ${quoted(found.first)} (declare x-enumRenamed to map them)`,
        };
      if (!step.enforce) return {};
      const ck = q(constraintName('ck', step.table, [step.column]));
      await sql.raw(`alter table ${t} drop constraint if exists ${ck}`).execute(tx);
      await addEnumCheck(tx, step.table, step.column, step.values);
      return {};
    }
    case 'requireColumn': {
      const c = q(step.column);
      const empty = `${c} is null`;
      if (step.fill !== undefined) {
        const r = await sql
          .raw(`update ${t} set ${c} = ${literal(step.fill)} where ${empty}`)
          .execute(tx);
        if (step.enforce)
          await sql.raw(`alter table ${t} alter column ${c} set not null`).execute(tx);
        return { note: `${Number(r.numAffectedRows ?? 0)} empty row(s) filled` };
      }
      const { n } = await one<{ n: number }>(
        tx,
        `select count(*)::int as n from ${t} where ${empty}`,
      );
      if (n > 0)
        return {
          refusal: `${where(step)}: now required, and ${n} existing row(s) have no value; give it a default in the schema to fill them`,
        };
      if (step.enforce)
        await sql.raw(`alter table ${t} alter column ${c} set not null`).execute(tx);
      return {};
    }
    case 'dropIndex':
      await sql.raw(`drop index if exists ${q(step.index)}`).execute(tx);
      return {};
    case 'addConstraints':
      return addConstraints(tx, step);
  }
}

/** Runs every step of the plan; throws MigrationRefusedError when any step could not be applied. */
export async function applyPlan(tx: Tx, plan: Plan): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of plan.steps) {
    try {
      outcomes.push({ step, ...(await runStep(tx, step)) });
    } catch (err) {
      // The database refused a statement (a date that passed the pattern but does not exist):
      // the transaction is lost, so this is the last outcome.
      outcomes.push({ step, refusal: `${step.file}: ${step.words}: ${(err as Error).message}` });
      throw new MigrationRefusedError(outcomes);
    }
  }
  if (outcomes.some((o) => o.refusal)) throw new MigrationRefusedError(outcomes);
  return outcomes;
}
