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
 * Fastify's logger options. Both forms write each line to stdout at once, in this process, so log
 * lines and the start-up block (console.log, also stdout) come out in the order they were made. Not
 * pino's default destination: its asynchronous buffer let Fastify's listening line out after the
 * block that follows it (flush() does not wait for a write in flight). Not pino's transport (a
 * worker thread) either: it reorders the same way and can lose the last lines at exit.
 */
export async function loggerOptions(
  level: string,
  format: LogFormat,
): Promise<FastifyServerOptions['logger']> {
  if (format === 'json') return { level, stream: { write: toStdout } };
  // Loaded only when used, so a JSON start does not pay for it.
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return { level, stream: { write: (line: string) => toStdout(prettify(line)) } };
}

const toStdout = (line: string) => void process.stdout.write(line);
