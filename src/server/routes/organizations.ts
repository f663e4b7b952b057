/**
 * Organisations and sub-organisations run on the generic pipeline (resources/organization and
 * resources/branch). What is left here is the wire helpers routes/attributes.ts still imports,
 * until the attribute kinds are ported too; new code takes them from ../wire.ts.
 */
import { envelopeSchema, idParams as ids } from '../wire.ts';

export { apiPath, s4Schema } from '../wire.ts';

export const idParams = (names: string[]) => ids(...names);

/** S1 `{success, message, <key>?}`. */
export const s1Schema = (key: string | undefined, payload: object) => envelopeSchema(key, payload);
