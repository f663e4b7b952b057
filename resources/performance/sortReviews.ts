/**
 * Sorting the all-reviews table: react-admin's useList compares raw field values, which would order
 * ratings alphabetically and 'dd/MM/yyyy HH:mm' dates by day of month. Each row therefore carries a
 * `ratingRank` (VERY_POOR 0 … EXCELLENT 4) and a `reviewTime` ('yyyyMMddHHmm'), and the rating and
 * date columns sort by those. `sortRows` applies the same order to the exported rows.
 *
 * @example
 *   useList({ data: rows.map(sortable), sort: { field: sortFieldOf('rating'), order: 'DESC' } });
 */
import { RATINGS, type Rating, type ReviewRow } from './api.ts';

export type SortableReview = ReviewRow & { id: number; ratingRank: number; reviewTime: string };
export type Sort = { field: string; order: 'ASC' | 'DESC' };

const DATE = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

export function sortable(row: ReviewRow): SortableReview {
  const m = DATE.exec(row.reviewDate ?? '');
  return {
    ...row,
    id: row.performanceId,
    ratingRank: row.rating ? RATINGS.indexOf(row.rating as Rating) : -1,
    reviewTime: m ? `${m[3]}${m[2]}${m[1]}${m[4]}${m[5]}` : '',
  };
}

const FIELDS: Record<string, string> = { rating: 'ratingRank', reviewDate: 'reviewTime' };

/** The row field a column sorts by. */
export const sortFieldOf = (column: string) => FIELDS[column] ?? column;

/** The column a sort field belongs to (for the active header). */
export const columnOf = (field: string) =>
  Object.keys(FIELDS).find((column) => FIELDS[column] === field) ?? field;

/** The rows in the table's order (nulls first ascending, as the table does). */
export function sortRows(rows: ReviewRow[], sort: Sort): SortableReview[] {
  const key = (r: SortableReview) => (r as unknown as Record<string, unknown>)[sort.field] ?? '';
  const sign = sort.order === 'ASC' ? 1 : -1;
  return rows.map(sortable).sort((a, b) => {
    const x = key(a) as string | number;
    const y = key(b) as string | number;
    return x > y ? sign : x < y ? -sign : 0;
  });
}
