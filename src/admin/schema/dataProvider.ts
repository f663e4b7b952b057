/**
 * The combined data provider: a resource whose schema declares `x-api` speaks the contract's legacy
 * wire (paths, `page`/`size`, envelope keys); any other resource speaks ra-data-simple-rest's
 * conventional REST. Screens never know which.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import type { ResourceName } from '../../generated/registry.ts';
import { routing } from '../../generated/routing.ts';
import type { ApiOperation, ResourceRouting } from '../../shared/dialect.ts';

import { API_BASE } from '../providers/httpClient.ts';
import {
  listAction,
  messageOf,
  readList,
  resolvePath,
  unwrap,
  withId,
  writable,
} from './contractWire.ts';
import { viewRequest } from './list/views.ts';

/** A record the list does not hold; screens word it in the user's language (charter.schema). */
export class RecordNotFound extends Error {}

export type HttpClient = (
  url: string,
  options?: RequestInit & { body?: string },
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

const schemaOf = (resource: string): ResourceRouting | undefined =>
  routing[resource as ResourceName];

function operation(resource: string, op: string): { schema: ResourceRouting; api: ApiOperation } {
  const schema = schemaOf(resource);
  const api = schema?.['x-api']?.[op];
  if (!schema || !api)
    throw new Error(`The ${resource} screen cannot ${op}: its schema declares no x-api.${op}.`);
  return { schema, api };
}

/** The data provider's extra method for named actions (see `action` below). */
export type ActionDataProvider = DataProvider & {
  action(
    resource: string,
    name: string,
    params: Record<string, unknown>,
  ): Promise<{ json: unknown; message?: string }>;
};

export function createDataProvider(http: HttpClient): ActionDataProvider {
  const rest = simpleRestProvider(API_BASE, (url: string, options?: RequestInit) =>
    http(url, options as RequestInit & { body?: string }),
  );
  const legacy = (resource: string) => Boolean(schemaOf(resource)?.['x-api']);
  // The writable properties only, on either wire: the server refuses a key its body does not take
  // (the record's id, names read with it), where ra-data-simple-rest would send the whole record.
  const sent = (resource: string, params: { data: Partial<RaRecord> }) => {
    const schema = schemaOf(resource);
    return schema ? writable(schema, params.data) : params.data;
  };

  const provider: ActionDataProvider = {
    async getList(resource, params) {
      if (!legacy(resource)) return rest.getList(resource, params);
      const view = viewRequest(schemaOf(resource)!, params.filter);
      const op = view?.operation ?? listAction(schemaOf(resource)!, params.filter);
      const { schema, api } = operation(resource, op);
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const query = new URLSearchParams({
        ...view?.query,
        page: String(page - 1),
        size: String(perPage),
      });
      // The list's declared filters (src/shared/listFilters.ts) go in the query as they are named
      // (the routing view has no property types: the server's query schema judges the values).
      for (const name of schema['x-list']?.filters ?? [])
        for (const param of [name, `${name}_gte`, `${name}_lte`]) {
          const value = params.filter?.[param];
          if (value !== undefined && value !== null && value !== '')
            query.set(param, String(value));
        }
      // The list's search box (x-list.search): its text, with whichever operation lists the rows.
      const search = schema['x-list']?.search?.param;
      const text = search ? params.filter?.[search] : undefined;
      if (search && typeof text === 'string' && text.trim()) query.set(search, text.trim());
      const sortChoices = schema['x-list']?.sortChoices;
      if (sortChoices) {
        // A declared sort select speaks the contract's own parameter (`sortBy=createdAt`) and only
        // for its options; the default sort is the server's storage order.
        const field = params.sort?.field;
        if (sortChoices.options.some((o) => o.value === field))
          query.set(sortChoices.param, String(field));
      } else if (params.sort?.field && params.sort.field !== 'id') {
        query.set('sort', params.sort.field);
        query.set('order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
      }
      const { json } = await http(`${resolvePath(api.path, params.filter ?? {})}?${query}`, {
        method: api.method,
      });
      const { rows, total } = readList(api, json);
      // Some contract lists ignore paging (a bare array): page them here.
      const shown = rows.length > perPage ? rows.slice((page - 1) * perPage, page * perPage) : rows;
      return { data: shown.map((r) => withId(schema, r)) as never[], total };
    },

    async getOne(resource, params) {
      if (!legacy(resource)) return rest.getOne(resource, params);
      const schema = schemaOf(resource)!;
      const show = schema['x-api']?.show;
      if (show) {
        const { json } = await http(resolvePath(show.path, { [schema['x-id']]: params.id }), {
          method: show.method,
        });
        return { data: withId(schema, unwrap(show, json) ?? {}) as never };
      }
      // No single-record endpoint in the contract: find it in the list (resources small enough to list).
      const { data } = await provider.getList(resource, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const found = data.find((r) => String(r.id) === String(params.id));
      if (!found) throw new RecordNotFound(`${schema.title ?? resource} not found.`);
      return { data: found as never };
    },

    async getMany(resource, params) {
      if (!legacy(resource)) return rest.getMany(resource, params);
      const all = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id })));
      return { data: all.map((r) => r.data) as never[] };
    },

    async getManyReference(resource, params) {
      return rest.getManyReference(resource, params);
    },

    async create(resource, params) {
      if (!legacy(resource))
        return rest.create(resource, { ...params, data: sent(resource, params) });
      const { schema, api } = operation(resource, 'create');
      const { json } = await http(resolvePath(api.path, params.data), {
        method: api.method,
        body: JSON.stringify(writable(schema, params.data)),
      });
      return { data: withId(schema, unwrap(api, json) ?? {}) } as never;
    },

    async update(resource, params) {
      if (!legacy(resource))
        return rest.update(resource, { ...params, data: sent(resource, params) });
      const { schema, api } = operation(resource, 'update');
      const { json } = await http(
        resolvePath(api.path, { [schema['x-id']]: params.id, ...params.data }),
        {
          method: api.method,
          body: JSON.stringify(writable(schema, params.data)),
        },
      );
      const saved = api.key ? unwrap(api, json) : undefined;
      return {
        data: withId(schema, { ...params.previousData, ...params.data, ...saved }),
      } as never;
    },

    async updateMany(resource, params) {
      if (!legacy(resource)) return rest.updateMany(resource, params);
      await Promise.all(
        params.ids.map((id) =>
          provider.update(resource, { id, data: params.data, previousData: { id } }),
        ),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      if (!legacy(resource)) return rest.delete(resource, params);
      const { schema, api } = operation(resource, 'delete');
      await http(resolvePath(api.path, { [schema['x-id']]: params.id }), { method: api.method });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      if (!legacy(resource)) return rest.deleteMany(resource, params);
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },

    /** Runs a named x-api action (`assignTeam`…); placeholders come from `params`. */
    async action(resource: string, name: string, params: Record<string, unknown>) {
      if (!legacy(resource) && name === 'delete') {
        await rest.delete(resource, { id: params.id as never, previousData: params as RaRecord });
        return { json: undefined, message: undefined };
      }
      const { api } = operation(resource, name);
      const { json } = await http(resolvePath(api.path, params), { method: api.method });
      return { json, message: messageOf(json) };
    },
  };
  return provider;
}
