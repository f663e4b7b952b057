/**
 * What the bench scripts share: command-line flags, the bench login, and writing a result as JSON
 * under bench/results/ (with the machine it ran on).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = 'admin@bench.example';
export const BENCH_PASSWORD = 'Bench!Admin-Only1';

/** `--name value` or `--name=value` from the command line, else the fallback. */
export function arg(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? fallback;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

export const machine = () => ({
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  /** 1, 5 and 15 minute load averages when the result was written: the machine is shared. */
  loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
  date: new Date().toISOString(),
});

export function writeResult(name: string, result: object): string {
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ machine: machine(), ...result }, null, 2) + '\n');
  console.log(`Written ${path.relative(process.cwd(), file)}`);
  return file;
}

/**
 * With DATABASE_URL (a PostgreSQL server the bench may create databases on), each company size has
 * its own database `charter_bench_<N>` on that server; undefined on the embedded database.
 */
export function benchDatabaseUrl(
  employees: number,
  base = process.env.DATABASE_URL,
): string | undefined {
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/charter_bench_${employees}`;
  return url.toString();
}

export const engineName = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');
