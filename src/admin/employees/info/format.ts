/**
 * How the employee screens print stored values: calendar dates (`YYYY-MM-DD`) in US English, long
 * ('April 12, 1986', spec part 1 §2 Date Of Birth) or medium ('Apr 12, 1986'), read as calendar days
 * so no time zone moves them; enum codes through the schema's labels.
 *
 * @example
 *   longDate('1986-04-12'); // 'April 12, 1986'
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function calendarDay(value: string): Date | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const format = (value: string | null | undefined, month: 'long' | 'short'): string | null => {
  if (!value) return null;
  const date = calendarDay(value);
  if (!date) return value;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};

export const longDate = (value: string | null | undefined) => format(value, 'long');
export const mediumDate = (value: string | null | undefined) => format(value, 'short');

/** 'MALE' → 'Male' through the schema's x-enumLabels, else the value as sent. */
export const labelOf = (labels: Record<string, string> | undefined, value: unknown) =>
  value == null || value === '' ? null : (labels?.[String(value)] ?? String(value));
