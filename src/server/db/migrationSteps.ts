/**
 * The vocabulary of a migration: each kind of step the plan lists (migrationPlan.ts, its columns'
 * in migrationColumns.ts), with what it carries, and the outcome of applying one (migrationApply.ts,
 * migrationConstraints.ts); migrationReport.ts prints both. Types only.
 */
import type { ColumnShape, Scalar } from './schemaShape.ts';

export type Base = {
  resource: string;
  file: string;
  table: string;
  words: string;
  losesData: boolean;
};

/** One step. Adding a kind is a compile error in migrationApply.ts and migrationReport.ts until handled. */
export type Step = Base &
  (
    | { kind: 'createTable' }
    | { kind: 'keepTable' }
    | { kind: 'addColumn'; column: string; shape: ColumnShape; enforce: boolean }
    | { kind: 'renameColumn'; column: string; from: string }
    | { kind: 'keepColumn'; column: string }
    | { kind: 'dropColumn'; column: string }
    | {
        kind: 'retypeColumn';
        column: string;
        from: string;
        to: string;
        bad?: string;
        using?: string;
      }
    | { kind: 'renameEnumValues'; column: string; renames: Record<string, string> }
    | { kind: 'enforceEnum'; column: string; values: Scalar[]; enforce: boolean }
    | { kind: 'requireColumn'; column: string; fill?: Scalar; enforce: boolean }
    /** NOT NULL and CHECK the table lacks for fields and enums the rows already had. */
    | {
        kind: 'addConstraints';
        notNull: string[];
        enums: { column: string; values: Scalar[] }[];
      }
    | { kind: 'createIndex'; index: string }
    | { kind: 'dropIndex'; index: string }
    /** A new many-to-many's join table (joinTables.ts creates it in the same run). */
    | { kind: 'createJoinTable'; joins: [string, string] }
  );

export type StepKind = Step['kind'];

/** One step's outcome: a note to print beside its words, or the reason it cannot be applied. */
export type Outcome = { step: Step; note?: string; refusal?: string };
