/** GET /health: is the process up and does the database answer. Public, says nothing sensitive. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { databaseUp } from '../operations/health.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/health', async (_request, reply) => {
    let ok = false;
    try {
      ok = await databaseUp(opts.database.db);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
    }
    return reply
      .code(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'unavailable', database: { kind: opts.database.kind, ok } });
  });
}
