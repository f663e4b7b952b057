/**
 * How the employee screens print stored values: calendar dates (`YYYY-MM-DD`), long ('April 12,
 * 1986', spec part 1 §2 Date Of Birth) or medium ('Apr 12, 1986'), read as calendar days so no time
 * zone moves them; enum codes through the schema's labels. Dates go through the formatters of the
 * chosen language (`useFormat()`, issue #21 §2); without them, US English as the spec writes it.
 *
 * @example
 *   longDate('1986-04-12'); // 'April 12, 1986'
 *   longDate('1986-04-12', formatters('hi-IN')); // '12 अप्रैल 1986'
 */
import { formatters } from '../../../src/admin/i18n/format.ts';

export type Formatters = ReturnType<typeof formatters>;

const ENGLISH = formatters('en-US');
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function calendarDay(value: string): Date | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const format = (
  value: string | null | undefined,
  month: 'long' | 'short',
  fmt: Formatters,
): string | null => {
  if (!value) return null;
  const date = calendarDay(value);
  if (!date) return value;
  return fmt.date(date, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
};

export const longDate = (value: string | null | undefined, fmt: Formatters = ENGLISH) =>
  format(value, 'long', fmt);
export const mediumDate = (value: string | null | undefined, fmt: Formatters = ENGLISH) =>
  format(value, 'short', fmt);

/** A number grouped the language's way ('1,250,000'; '12,50,000' in hi-IN); anything else as sent. */
export const groupedNumber = (value: unknown, fmt: Formatters = ENGLISH): string | null => {
  if (value == null || value === '') return null;
  return typeof value === 'number' ? fmt.number(value) : String(value);
};

/** 'MALE' → 'Male' through the schema's x-enumLabels, else the value as sent. */
export const labelOf = (labels: Record<string, string> | undefined, value: unknown) =>
  value == null || value === '' ? null : (labels?.[String(value)] ?? String(value));
