/**
 * A list's filter as SQL: the conditions the operations build from a query (already checked against
 * the schema; values always parameters), and text folded as people sort and compare it.
 */
import { sql, type ExpressionBuilder } from 'kysely';

/** One condition of a list's filter, already checked against the schema. */
export type Condition =
  | { column: string; op: '=' | '<>' | '>=' | '<='; value: unknown; ignoreCase?: boolean }
  | { column: string; op: 'in'; value: unknown[] }
  | { column: string; op: 'null' }
  | { columns: string[]; op: 'search'; value: string }
  /**
   * Has any of: a link in the many-to-many table `join` from the row to one of `value`; `owner` is
   * the row's id qualified by its table (`project.projectId`), which the join table's own
   * `projectId` would otherwise shadow.
   */
  | {
      column: string;
      op: 'linked';
      owner: string;
      join: string;
      own: string;
      other: string;
      value: number[];
    };

/**
 * Text as people sort it, on both engines alike: lower case, then decomposed (NFD) with its
 * combining marks removed, so "iPhone" sorts next to "Pixel" and "Émile" next to "Emil". PGlite
 * has neither `unaccent` nor a dependable ICU collation, and both functions here are core and
 * immutable, so the same expression can back an expression index where a list grows large. It
 * needs a UTF-8 database (PGlite's, and the README's PostgreSQL set-up).
 */
export const foldedText = (column: ReturnType<typeof sql.ref>) =>
  sql`regexp_replace(normalize(lower(${column}), NFD), '[\\u0300-\\u036f]', '', 'g')`;

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toWhere(eb: ExpressionBuilder<any, any>, conditions: Condition[]) {
  return eb.and(
    conditions.map((c) => {
      switch (c.op) {
        case 'null':
          return eb(c.column, 'is', null);
        case 'in':
          return c.value.length ? eb(c.column, 'in', c.value) : sql<boolean>`false`;
        case 'linked':
          return c.value.length
            ? sql<boolean>`exists (select 1 from ${sql.id(c.join)} as l where l.${sql.id(c.own)} = ${sql.ref(
                c.owner,
              )} and l.${sql.id(c.other)} in (${sql.join(c.value)}))`
            : sql<boolean>`false`;
        case 'search':
          return eb.or(
            c.columns.map((col) => eb(sql`${sql.ref(col)}::text`, 'ilike', likePattern(c.value))),
          );
        default:
          return c.ignoreCase && typeof c.value === 'string'
            ? eb(sql`lower(btrim(${sql.ref(c.column)}))`, c.op, c.value.trim().toLowerCase())
            : eb(c.column, c.op, c.value);
      }
    }),
  );
}
