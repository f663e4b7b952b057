/**
 * The hook API's services (re-exported by hookApi.ts, which is what hook files import): domain work
 * a hook may ask for by name, in the hook's transaction. Add one per need, with its why.
 */
import type { Db } from '../db/database.ts';
import { imageLink, imageVersion } from '../uploads/imageLinks.ts';
import { hashPassword as hash } from '../auth/password.ts';
import { removeJsonKey } from '../repositories/records.ts';
import { replaceLinks as replaceJoinLinks } from '../repositories/references.ts';
import { endSessions as endUserSessions } from '../repositories/users.ts';
import { requireImage } from '../uploads/uploads.ts';
import { keyedAttributes, resolveAttributeValues, type AttributeKindName } from './attributes.ts';
import { attributeNamesOf } from './reads.ts';
import type { Doc, Tx } from '../resource/hookTypes.ts';
import { validateBody as validateModelBody } from './validateBody.ts';
import { modelOf, pageOfRecords, type ListOptions, type Records } from './records.ts';
import type { Condition } from '../repositories/recordFilters.ts';
import { page, paging } from '../http/wire.ts';

const dbOf = (tx: Tx): Db => tx as unknown as Db;

/** An operation on the database, offered to hooks on their transaction (the same arguments after it). */
const onTx =
  <A extends unknown[], R>(op: (db: Db, ...args: A) => R) =>
  (tx: Tx, ...args: A): R =>
    op(dbOf(tx), ...args);

/** A password's scrypt hash (auth/password.ts): only the hash is stored. */
export const hashPassword = (password: string) => hash(password);

/**
 * A client's attribute map (key → value) as stored (attributeId → value); an unknown key is a 404
 * naming it (operations/attributes.ts).
 */
export const resolveAttributes = onTx(resolveAttributeValues);

/**
 * A stored attribute map as the wire's map (key → value); values of deleted keys are dropped. The
 * key names are read once per data version (reads.ts), not once per record shown.
 */
export const wireAttributes = async (tx: Tx, kind: AttributeKindName, stored: unknown) =>
  keyedAttributes(await attributeNamesOf(dbOf(tx), kind), stored);

/** Drops one key from the jsonb `column` of every `resource` record (an attribute's values). */
export const removeKeyEverywhere = onTx(removeJsonKey);

/** Makes `ids` a record's links in a join table: the others removed, the new ones added. */
export const replaceLinks = onTx(replaceJoinLinks);

/** Ends every session of these users (their token version moves): a role taken or changed. */
export const endSessions = onTx(endUserSessions);

/**
 * A body the route could not validate at the edge (a multipart form's JSON part) held to the
 * schema's rules and words; `context` names the part in messages. An unknown key is a 400 naming it.
 */
export const validateBody = (resource: string, data: Doc, partial: boolean, context?: string) =>
  validateModelBody(modelOf(resource), data, partial, context);

/**
 * The values of a resource's image columns (model.ts) for these bytes, checked to be a JPEG or PNG
 * (400 otherwise), or clearing them for null; to store with `records.insert`/`update`.
 */
export function imageValues(resource: string, bytes: Buffer | null): Doc {
  const image = modelOf(resource).image!;
  return {
    [image.column]: bytes,
    [image.type]: bytes && requireImage(bytes),
    [image.version]: bytes && imageVersion(bytes),
  };
}

/** The signed link of a record's image (its stored version), null without one. */
export function imageLinkOf(resource: string, doc: Doc): string | null {
  const m = modelOf(resource);
  const id = Number(doc[m.idColumn]);
  return m.image?.kind ? imageLink(m.image.kind, id, doc[m.image.version] as string | null) : null;
}

/**
 * The page a `page`/`size` query asks for of a resource's records (read as the generic list reads
 * them), as the Spring Page of the rows `map` makes of them.
 */
export async function listPage(
  records: Records,
  resource: string,
  query: Doc,
  options: Pick<ListOptions, 'where' | 'sort'>,
  map: (rows: Doc[]) => Promise<unknown[]>,
) {
  const q = paging(query as { page: number; size: number });
  const offset = q.page * q.size;
  const { rows, total } = await records.list(resource, { ...options, offset, limit: q.size });
  return page(await map(rows), q.page, q.size, total);
}

/**
 * A page of a resource's records matching conditions `records.list` cannot say (a range of dates),
 * with the total, read as the generic list reads them (joined columns, remembered per data
 * version: records.ts `pageOfRecords`).
 */
export function recordsWhere(
  tx: Tx,
  resource: string,
  q: {
    where: Condition[];
    sort: { field: string; order?: 'ASC' | 'DESC' };
    offset: number;
    limit: number;
  },
) {
  const model = modelOf(resource);
  return pageOfRecords(dbOf(tx), model, {
    where: q.where,
    sortColumn: q.sort.field,
    sortDesc: q.sort.order === 'DESC',
    idColumn: model.idColumn,
    offset: q.offset,
    limit: q.limit,
  });
}
