/**
 * Configuration from the environment, read once at start. Every variable is listed in the README's
 * configuration table; nothing secret has a default baked into the repository.
 */
import path from 'node:path';
import { loadDirectorySettings, type DirectorySettings } from './directory/settings.ts';
import { resolveLogFormat, type LogFormat } from './logging.ts';

export type Config = {
  port: number;
  host: string;
  /** Embedded database folder (PGlite); ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  /** HS256 signing key; when absent it is generated once into the data directory. */
  jwtSecret?: string;
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  logLevel: string;
  /** JSON lines, or readable lines (by default when stdout is a terminal). */
  logFormat: LogFormat;
  /** Where the built console lives; served at / when present. */
  staticDir: string;
  /** The side bar's configuration, read once at start (menu.ts); a restart applies an edit. */
  menuFile: string;
  loginRateLimit: { max: number; windowMs: number };
  /** Requests per client address per minute, for the whole app. */
  rateLimitMax: number;
  /** Sign-in through the company's directory (OIDC_*, LDAP_*: directory/settings.ts). */
  directory?: DirectorySettings;
};

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): Config {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: (env.ADMIN_EMAIL || 'admin@charter.local').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: resolveLogFormat(env.LOG_FORMAT, stdoutIsTty),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    menuFile: path.resolve(env.MENU_FILE || 'resources/menu.json'),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
      windowMs: 60_000,
    },
    rateLimitMax: int(env.RATE_LIMIT, 1000, 'RATE_LIMIT'),
    directory: loadDirectorySettings(env),
  };
}
