/**
 * Small JSON-schema builders every route file needs: path ids, nullable columns, paging queries.
 * One wording for their messages, so a client sees the same sentence from every endpoint.
 */

/** Path parameters that are positive integer ids; a non-numeric id is a 400 (contract §1.7). */
export function idParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((n) => [n, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }]),
    ),
    errorMessage: {
      properties: Object.fromEntries(
        names.map((n) => [n, `${n} must be a positive whole number.`]),
      ),
    },
  };
}

/** A column that may be empty: JSON null on the wire, never "" (contract §1.6). */
export const nullable = (type: string) => ({ type: [type, 'null'] });

export const PAGE_MESSAGES = {
  page: 'page must be a whole number of 0 or more.',
  size: 'size must be a whole number of 1 or more.',
};
