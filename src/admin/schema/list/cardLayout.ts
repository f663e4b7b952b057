/**
 * Where each x-list column goes on a phone card (issue #21 §1), in the spirit of react-admin's
 * SimpleList: the picture column (x-list.cells kind `image` / `avatar`) as the card's avatar, the
 * first text column as the primary text, the next two as the secondary line, and every further
 * column as a labelled line below, so a phone loses nothing the table shows. `x-list.card` may
 * name the primary (several columns, joined) and secondary columns instead. A column that holds
 * row actions (assign / unassign) is never secondary: it gets a labelled line, its actions beside
 * its value.
 *
 * @example
 *   cardLayout(registry.project['x-list'], ['name', 'ownerFirstName', 'teams'])
 *   // { picture: undefined, primary: ['name'], secondary: ['ownerFirstName'],
 *   //   details: ['teams'] }
 */
import type { ListHints } from '../../../shared/dialect.ts';

export type CardLayout = {
  picture?: string;
  /** The title's columns, joined by a space (one unless x-list.card.primary names several). */
  primary: string[];
  secondary: string[];
  details: string[];
};

/** How many columns the secondary line joins by default. */
export const SECONDARY_COLUMNS = 2;

const PICTURES = ['image', 'avatar'];

export function cardLayout(hints: ListHints | undefined, columns: string[]): CardLayout {
  const kind = (c: string) => hints?.cells?.[c]?.kind ?? '';
  const withActions = new Set(
    Object.values(hints?.rowActions ?? {}).map((action) => action.column),
  );
  const picture = columns.find((c) => PICTURES.includes(kind(c)));
  const texts = columns.filter((c) => !PICTURES.includes(kind(c)));
  // x-list.card names what it wants first; names this list (or view) does not show are skipped.
  const declared = (hints?.card?.primary ?? []).filter((c) => texts.includes(c));
  const primary = declared.length ? declared : texts.slice(0, 1);
  const rest = texts.filter((c) => !primary.includes(c));
  const plain = rest.filter((c) => !withActions.has(c));
  const secondary = hints?.card?.secondary
    ? plain.filter((c) => hints.card!.secondary!.includes(c))
    : plain.slice(0, SECONDARY_COLUMNS);
  const details = rest.filter((c) => !secondary.includes(c));
  return { picture, primary, secondary, details };
}

/**
 * The columns a phone can sort by: those whose table header sorts, i.e. a plain property field
 * (no declared cell beyond its empty text, no row actions in it). A declared x-list.sortChoices
 * has its own select and replaces these.
 */
export function sortableColumns(hints: ListHints | undefined, columns: string[]): string[] {
  if (hints?.sortChoices) return [];
  const withActions = new Set(
    Object.values(hints?.rowActions ?? {}).map((action) => action.column),
  );
  return columns.filter((c) => {
    const cell = hints?.cells?.[c];
    const plain = !cell || Object.keys(cell).every((k) => k === 'emptyText');
    return plain && !withActions.has(c);
  });
}
