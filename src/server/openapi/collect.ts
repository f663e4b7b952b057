/**
 * Keeps every /api route as Fastify registered it (method, URL, JSON schemas, access config), so the
 * OpenAPI document is generated from the live route table and cannot drift from it. Registered in
 * app.ts before any route plugin: an `onRoute` hook only sees routes added after it.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '../plugins/auth.ts';

export type RouteDoc = {
  method: string;
  /** Fastify's pattern, e.g. `/api/v1/skill/:skillId`. */
  url: string;
  schema: FastifySchema;
  access: RouteAccess;
  bodyLimit?: number;
};

declare module 'fastify' {
  /** Documentation-only keys a route may add to its schema (Fastify ignores them). */
  interface FastifySchema {
    summary?: string;
    description?: string;
    /** Request content types other than JSON, e.g. `['text/csv']`. */
    consumes?: string[];
  }
  interface FastifyInstance {
    /** Every /api route with its schemas, in registration order (openapi/document.ts reads it). */
    routeDocs: RouteDoc[];
  }
}

export const routeDocsPlugin = fp(async (app: FastifyInstance) => {
  const docs: RouteDoc[] = [];
  app.decorate('routeDocs', docs);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = (route.config ?? {}) as RouteAccess;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      docs.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        access: {
          access: config.access,
          privilege: config.privilege,
          imageLink: config.imageLink,
          allowTemporaryPassword: config.allowTemporaryPassword,
        },
        bodyLimit: route.bodyLimit,
      });
    }
  });
});
