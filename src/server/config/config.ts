/**
 * Configuration from the environment, read once at start. Every variable is listed in the README's
 * configuration table; nothing secret has a default baked into the repository.
 */
import net from 'node:net';
import path from 'node:path';
import { loadDirectorySettings, type DirectorySettings } from '../directory/settings.ts';
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
  /** Which proxies may say who the client is (X-Forwarded-For): Fastify's `trustProxy`. */
  trustProxy: TrustProxy;
  /** Sign-in through the company's directory (OIDC_*, LDAP_*: directory/settings.ts). */
  directory?: DirectorySettings;
};

/** No proxy trusted, a hop count, or the proxies' addresses (proxy-addr's notation). */
export type TrustProxy = false | number | string[];

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR blocks. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix-length block, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY as Fastify needs it. From the environment every value is a string, and Fastify reads
 * a string as addresses: "1" would trust no proxy at all (no host is "1"), so a hop count is parsed
 * here. "true" is refused: it would believe the first address of the header, which the client
 * writes. A mistyped address stops the start instead of silently trusting nothing.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) || false;
  if (text.toLowerCase() === 'true')
    throw new Error(
      'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For; ' +
        'give the number of proxies in front (1 for one) or their addresses',
    );
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front (1 for one) or their addresses, ` +
        `comma separated (10.0.0.5, 10.0.1.0/24, loopback); "${bad}" is neither`,
    );
  return entries;
}

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
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    directory: loadDirectorySettings(env),
  };
}
