/**
 * How the server logs: one JSON object per line for log collectors (journald, a file, a pipe), or
 * human-readable lines when a person watches the terminal. `LOG_FORMAT` chooses; by default a TTY
 * gets the readable form and everything else JSON.
 */
import type { FastifyServerOptions } from 'fastify';

export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` when set (`json` or `pretty`), otherwise readable on a terminal only. */
export function resolveLogFormat(value: string | undefined, isTty: boolean): LogFormat {
  if (value === undefined || value === '') return isTty ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be "json" or "pretty", got "${value}"`);
}

/**
 * Fastify's logger options. The readable form formats each line with pino-pretty and writes it to
 * stdout at once, in this process. Not pino's transport (a worker thread): that would print Fastify's
 * listening lines after the start-up block that follows them, and can lose the last lines at exit.
 */
export async function loggerOptions(
  level: string,
  format: LogFormat,
): Promise<FastifyServerOptions['logger']> {
  if (format === 'json') return { level };
  // Loaded only when used, so a JSON start does not pay for it.
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return { level, stream: { write: (line: string) => void process.stdout.write(prettify(line)) } };
}
