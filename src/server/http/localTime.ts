/**
 * The server's local calendar on the wire (contract §1.6: dates and date-times without a zone):
 * what "today" is for a remembered read's key (cache/cachedRead.ts) and for resources that stamp
 * a day or a time.
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Server-local calendar date, `YYYY-MM-DD`. */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Server-local date-time without zone, `YYYY-MM-DDTHH:mm:ss.SSS`. */
export const localDateTime = (d: Date) =>
  `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
