/**
 * The attribute-definition calls of one kind (`projectAttribute`…), from the kind's
 * x-api: S4 envelopes for most kinds, S1 (`attribute` and a keyed list) for some. Each
 * call answers the server's message too, so the manager can toast it.
 */
import { registry, type ResourceName } from '../../../generated/registry.ts';
import type { ApiOperation } from '../../../shared/dialect.ts';
import { httpClient } from '../../providers/httpClient.ts';
import { readList, resolvePath } from '../contractWire.ts';

export type AttributeDefinition = { attributeId: number; attributeKey: string };
type Http = typeof httpClient;

/** Trims and collapses inner whitespace, as the server does before storing. */
export const collapseSpaces = (text: string): string => text.trim().replace(/\s+/g, ' ');

const messageOf = (json: unknown): string | undefined => {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

export function attributeApi(resource: ResourceName, http: Http = httpClient) {
  const api = (op: string): ApiOperation => {
    const found = registry[resource]['x-api']?.[op];
    if (!found) throw new Error(`${resource} declares no x-api.${op}`);
    return found;
  };
  const send = async (op: string, params: Record<string, unknown>, body?: object) => {
    const { method, path } = api(op);
    const { json } = await http(resolvePath(path, params), {
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { message: messageOf(json) };
  };
  return {
    async list(): Promise<AttributeDefinition[]> {
      const op = api('list');
      const { json } = await http(resolvePath(op.path, {}), { method: op.method });
      return readList(op, json).rows as AttributeDefinition[];
    },
    add: (attributeKey: string) => send('create', {}, { attributeKey }),
    rename: (attributeId: number, attributeKey: string) =>
      send('update', { attributeId }, { attributeKey }),
    remove: (attributeId: number) => send('delete', { attributeId }),
  };
}
