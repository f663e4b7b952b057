/**
 * GET /api/v1/menu (ours, issue #20 §2): the side bar of the signed-in caller, from the menu the
 * server read at start (menu.ts), filtered by the caller's role and privileges (operations/menu.ts).
 * Any session may ask: each one gets only its own entries.
 */
import type { FastifyInstance } from 'fastify';
import type { MenuConfig } from '../../shared/menu.ts';
import { say } from '../http/messages.ts';
import { menuFor } from '../operations/menu.ts';
import { protectedErrors } from '../http/wire.ts';

const text = { type: 'string' } as const;
const menuSchema = {
  type: 'object',
  required: ['success', 'message', 'groups'],
  properties: {
    success: { type: 'boolean' },
    message: text,
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'items'],
        properties: {
          id: text,
          label: text,
          icon: text,
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['label', 'route'],
              properties: { label: text, route: text },
            },
          },
        },
      },
    },
  },
} as const;

export async function menuRoutes(app: FastifyInstance, opts: { menu: MenuConfig }) {
  app.get(
    '/api/v1/menu',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The side bar of the signed-in user',
        description:
          'The groups and entries of resources/menu.json (read at server start) that the ' +
          "caller's role and privileges allow, in the file's order.",
        response: { 200: menuSchema, ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'menu.fetched'),
      ...menuFor(opts.menu, request.principal),
    }),
  );
}
