/**
 * The physical ceiling of this HTTP stack: a bare Fastify route answering a constant JSON body of
 * CEILING_BYTES bytes, with no database, auth or validation. bench/api.ts runs it beside the real
 * server so every figure has a ratio to what Fastify itself can do on this machine.
 */
import Fastify from 'fastify';

const bytes = Number(process.env.CEILING_BYTES ?? 2000);
const body = JSON.stringify({ success: true, filler: 'x'.repeat(Math.max(0, bytes - 40)) });
const app = Fastify();
app.get('/ceiling', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  `ceiling listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
);
