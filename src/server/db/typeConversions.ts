/**
 * Which column type changes keep every value, and how to tell the values that would not convert.
 * A conversion is applied only when no stored value fails `bad` (migrationApply.ts counts them and
 * names the first ones); one that is not listed here is applied only to a column holding no value.
 * `bad` and `using` are SQL over the column written as `$c` (migrationApply.ts quotes it in).
 * Date texts must be ISO (2026-04-12): PostgreSQL would read 04/12/2026 by its DateStyle, a guess.
 */
export type Conversion = {
  /** A predicate true for a non-null value that does not convert; undefined: every value does. */
  bad?: string;
  /** The USING expression of ALTER COLUMN … TYPE. */
  using: string;
};

const INTEGER = `'^\\s*[-+]?[0-9]{1,18}\\s*$'`;
const NUMBER = `'^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$'`;
const ISO_DATE = `'^\\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\\s*$'`;
const ISO_DATE_TIME = `'^\\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([T ][0-9:.]+(Z|[-+][0-9:]+)?)?\\s*$'`;
const BOOLEAN = `'^\\s*(true|false|t|f|yes|no|1|0)\\s*$'`;

const TO_TEXT = ['bigint', 'integer', 'double precision', 'numeric', 'boolean', 'date'];

export function conversion(from: string, to: string): Conversion | undefined {
  if (to === 'text' && TO_TEXT.includes(from)) return { using: `$c::text` };
  if (to === 'text' && from === 'timestamp with time zone')
    // ISO 8601 in UTC, whatever the session's time zone.
    return { using: `to_char($c at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` };
  if (from === 'text') {
    const pattern: Record<string, string> = {
      bigint: INTEGER,
      integer: INTEGER,
      'double precision': NUMBER,
      numeric: NUMBER,
      boolean: BOOLEAN,
      date: ISO_DATE,
      'timestamp with time zone': ISO_DATE_TIME,
    };
    if (pattern[to]) return { bad: `$c !~* ${pattern[to]}`, using: `btrim($c)::${to}` };
  }
  if (from === 'integer' && to === 'bigint') return { using: `$c::bigint` };
  if ((from === 'bigint' || from === 'integer') && to === 'double precision')
    return { using: `$c::double precision` };
  if (from === 'double precision' && (to === 'bigint' || to === 'integer'))
    return { bad: `$c <> trunc($c) or abs($c) > 9e15`, using: `$c::${to}` };
  if (from === 'date' && to === 'timestamp with time zone') return { using: `$c::timestamptz` };
  return undefined;
}
