/** lists: The phone cards of the generated lists (the table's own words are under schema) */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  sort_ascending: '%{field}, ascending',
  sort_by: 'Sort by',
  sort_descending: '%{field}, descending',
};
