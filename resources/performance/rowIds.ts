/**
 * react-admin's list context (useList) keys rows by `id`; the review rows carry `performanceId` and
 * the direct reports `employeeId`. `withIds` adds the key without touching the rest of the row.
 *
 * @example
 *   useList({ data: withIds(rows, (r) => r.performanceId), perPage: 5 });
 */
export const withIds = <Row>(rows: Row[] | undefined, key: (row: Row) => number) =>
  rows?.map((row) => ({ ...row, id: key(row) }));

/** 'First Last', or '-' when both are missing. */
export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ') || '-';
