/** lists: The phone cards of the generated lists (the table's own words are under schema) */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  sort_ascending: '%{field}, आरोही क्रम',
  sort_by: 'इसके अनुसार क्रमबद्ध करें',
  sort_descending: '%{field}, अवरोही क्रम',
};
