/**
 * Stops a listening app so that every request under way finishes with its normal answer.
 *
 * "Under way" includes requests the process has not read yet. While the process is busy (the
 * embedded database runs its queries on the event loop), connections wait in the listening
 * socket's backlog and request bytes in the kernel. Closing the listener at once resets that
 * backlog; Node's closing of idle connections resets an accepted connection whose request it has
 * not parsed yet (no request, so "idle"); and a request parsed after Fastify began closing gets a
 * 503. So the listener stays open for a few more turns of the event loop first. Node accepts one
 * waiting connection per turn and reads what has arrived on the others, and a parsed request is
 * routed at once, as before the signal: the listener closes once a few turns in a row accepted
 * nothing. Counted in turns, not time, so a busy process
 * reads all it was sent, however slowly; DRAIN_LIMIT_MS only ends a stream of new connections that
 * never stops.
 *
 * @example
 *   process.on('SIGTERM', () => void closeGracefully(app).finally(() => database.close()));
 */
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The longest the listener stays open after the signal when new connections keep coming. Each turn
 * may run the queries of the requests it routed: a loaded CI machine took up to 3 s for 30 waiting
 * writes on the embedded database.
 */
const DRAIN_LIMIT_MS = 5_000;
/** Turns in a row that accepted nothing before the listener closes (the next reads the last). */
const QUIET_TURNS = 3;
/** When, after the signal, connections still open are cut: the process always exits within 10 s. */
const DEADLINE_MS = 8_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves once every connection waiting when it was called has been accepted and its request
 * read and routed; resolves with how many turns that took.
 */
export async function readWhatArrived(server: Server, limitMs = DRAIN_LIMIT_MS): Promise<number> {
  let accepted = 0;
  const count = () => void accepted++;
  server.on('connection', count);
  try {
    const stopAt = Date.now() + limitMs;
    let seen = 0;
    let quiet = 0;
    let turns = 0;
    // At least QUIET_TURNS turns: the first reads what already-open connections were sent.
    while (quiet < QUIET_TURNS && Date.now() < stopAt) {
      await nextTurn();
      turns++;
      quiet = accepted === seen ? quiet + 1 : 0;
      seen = accepted;
    }
    return turns;
  } finally {
    server.off('connection', count);
  }
}

/**
 * Reads what has arrived, then closes the app: new connections are refused, requests under way
 * finish, and connections still open DEADLINE_MS after the call are cut (committed writes stay).
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  const deadline = setTimeout(() => app.server.closeAllConnections(), DEADLINE_MS);
  let idle: NodeJS.Timeout | undefined;
  try {
    await readWhatArrived(app.server);
    // A keep-alive connection busy when closing starts goes idle afterwards, and Node would wait
    // for its keep-alive timeout (72 s): close idle connections as they appear.
    idle = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(deadline);
  }
}
