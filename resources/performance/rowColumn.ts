/** One column of a review screen's rows: its table header and cell, and its place on a phone card. */
import type { ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  label: ReactNode;
  render: (row: Row) => ReactNode;
  /** Present when the column sorts: its header becomes a sort button. */
  sortable?: boolean;
  width?: number | string;
  /** Its place on a phone's card: the avatar, (part of) the title, or the buttons; else a line. */
  card?: 'picture' | 'title' | 'actions';
};
