/** Value formats of the wire (contract §1.6) that the database does not produce by itself. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy HH:mm` in server local time: the original's text format for createdAt and reviewDate. */
export function formatLegacyDateTime(d: Date): string {
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The Spring Data Page object (contract §1.5), every key present. */
export function page<T>(content: T[], pageIndex: number, size: number, total: number) {
  const totalPages = size > 0 ? Math.ceil(total / size) : 0;
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    pageable: {
      pageNumber: pageIndex,
      pageSize: size,
      offset: pageIndex * size,
      paged: true,
      unpaged: false,
      sort,
    },
    last: pageIndex >= totalPages - 1,
    first: pageIndex === 0,
    totalPages,
    totalElements: total,
    size,
    number: pageIndex,
    numberOfElements: content.length,
    empty: content.length === 0,
    sort,
  };
}
