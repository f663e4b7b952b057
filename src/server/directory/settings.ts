/**
 * The company directory's settings (issue #43), read from the environment once at start with the
 * rest of the configuration. Every mistake here stops the start with a message naming the variable;
 * nothing is contacted yet (prepare.ts does that, once the database is open).
 */
import fs from 'node:fs';
import { DEFAULT_ROLE } from '../../shared/roles.ts';

/** group → role name, in the order written: the first group a person is in names their role. */
export type RoleMap = ReadonlyArray<readonly [group: string, role: string]>;

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's words: "Sign in with <name>". */
  name: string;
  /** Where the provider sends the browser back; by default derived from the request's host. */
  redirectUri?: string;
  scopes: string;
  createAccounts: boolean;
  roleClaim: string;
  roleMap?: RoleMap;
  /** The variable the map came from, for messages. */
  roleMapSetting: string;
};

export type LdapSettings = {
  url: string;
  /** ldap:// upgraded with StartTLS before any bind (ldaps:// is TLS from the start). */
  startTls: boolean;
  /** PEM file of the CA that signed the server's certificate (default: the system's CAs). */
  caFile?: string;
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  /** `{email}` is replaced by the escaped address typed into the password form. */
  userFilter: string;
  /** Where groups are searched; without it the entry's `memberOf` values are its groups. */
  groupBase?: string;
  /** `{dn}` is replaced by the person's escaped DN. */
  groupFilter: string;
  roleMap?: RoleMap;
  roleMapSetting: string;
};

export type DirectorySettings = {
  oidc?: OidcSettings;
  ldap?: LdapSettings;
  /** false: only the SuperAdmin's local password works (a directory must be configured). */
  localPasswords: boolean;
  /** The role of a new account when no mapping is configured. */
  defaultRole: string;
};

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
};

/** The map from `<PREFIX>_ROLE_MAP` (JSON text) or `<PREFIX>_ROLE_MAP_FILE` (a JSON file). */
function roleMapOf(env: NodeJS.ProcessEnv, prefix: string): { map?: RoleMap; setting: string } {
  const inline = env[`${prefix}_ROLE_MAP`]?.trim();
  const file = env[`${prefix}_ROLE_MAP_FILE`]?.trim();
  if (inline && file)
    throw new Error(`Set ${prefix}_ROLE_MAP or ${prefix}_ROLE_MAP_FILE, not both`);
  const setting = file ? `${prefix}_ROLE_MAP_FILE` : `${prefix}_ROLE_MAP`;
  if (!inline && !file) return { setting };
  let text = inline!;
  if (file) {
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      throw new Error(`${setting}: cannot read ${file} (${(err as Error).message})`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${setting} must be JSON: {"<group>": "<role name>", …}`);
  }
  const entries: [string, unknown][] =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  if (!entries.length || entries.some(([g, r]) => !g.trim() || typeof r !== 'string' || !r.trim()))
    throw new Error(
      `${setting} must be a JSON object of group → role name, with at least one entry`,
    );
  return { map: entries.map(([g, r]) => [g.trim(), (r as string).trim()] as const), setting };
}

/** The variables that must be set together, as the first missing one's message. */
function requireAll(env: NodeJS.ProcessEnv, names: string[], because: string) {
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length) throw new Error(`${missing.join(', ')} must be set when ${because} is`);
}

function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an https:// URL, got "${value}"`);
  return value;
}

/** Whether a URL's host is this machine (plain http and plain LDAP are allowed only there). */
export const isLoopback = (url: string): boolean => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
};

function oidcOf(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  if (!env.OIDC_ISSUER?.trim()) return undefined;
  requireAll(env, ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], 'OIDC_ISSUER');
  const issuer = httpUrl(env.OIDC_ISSUER.trim(), 'OIDC_ISSUER');
  if (new URL(issuer).protocol === 'http:' && !isLoopback(issuer))
    throw new Error(`OIDC_ISSUER must be an https:// URL (plain http only on this machine)`);
  const redirectUri = env.OIDC_REDIRECT_URI?.trim()
    ? httpUrl(env.OIDC_REDIRECT_URI.trim(), 'OIDC_REDIRECT_URI')
    : undefined;
  const { map, setting } = roleMapOf(env, 'OIDC');
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!,
    name: env.OIDC_NAME?.trim() || 'OpenID Connect',
    redirectUri,
    scopes: env.OIDC_SCOPES?.trim() || 'openid email profile',
    createAccounts: flag(env, 'OIDC_CREATE_ACCOUNTS', false),
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || 'groups',
    roleMap: map,
    roleMapSetting: setting,
  };
}

function ldapOf(env: NodeJS.ProcessEnv): LdapSettings | undefined {
  const url = env.LDAP_URL?.trim();
  if (!url) return undefined;
  requireAll(env, ['LDAP_BIND_DN', 'LDAP_BIND_PASSWORD', 'LDAP_SEARCH_BASE'], 'LDAP_URL');
  if (!/^ldaps?:\/\/[^/]/i.test(url))
    throw new Error(`LDAP_URL must be an ldap:// or ldaps:// URL, got "${url}"`);
  const secure = url.toLowerCase().startsWith('ldaps:');
  const startTls = !secure && flag(env, 'LDAP_STARTTLS', true);
  // A password typed into the form would cross the network in clear.
  if (!secure && !startTls && !isLoopback(url))
    throw new Error(
      'LDAP_STARTTLS=0 sends passwords in clear: only for an LDAP_URL on this machine',
    );
  const userFilter = env.LDAP_USER_FILTER?.trim() || '(mail={email})';
  if (!userFilter.includes('{email}')) throw new Error('LDAP_USER_FILTER must contain {email}');
  const groupFilter = env.LDAP_GROUP_FILTER?.trim() || '(|(member={dn})(uniqueMember={dn}))';
  if (!groupFilter.includes('{dn}')) throw new Error('LDAP_GROUP_FILTER must contain {dn}');
  const { map, setting } = roleMapOf(env, 'LDAP');
  return {
    url,
    startTls,
    caFile: env.LDAP_CA_FILE?.trim() || undefined,
    bindDn: env.LDAP_BIND_DN!.trim(),
    bindPassword: env.LDAP_BIND_PASSWORD!,
    searchBase: env.LDAP_SEARCH_BASE!.trim(),
    userFilter,
    groupBase: env.LDAP_GROUP_BASE?.trim() || undefined,
    groupFilter,
    roleMap: map,
    roleMapSetting: setting,
  };
}

/** The directory settings, or undefined when neither OIDC_ISSUER nor LDAP_URL is set. */
export function loadDirectorySettings(env: NodeJS.ProcessEnv): DirectorySettings | undefined {
  const oidc = oidcOf(env);
  const ldap = ldapOf(env);
  const localPasswords = flag(env, 'LOCAL_PASSWORDS', true);
  if (!oidc && !ldap) {
    if (!localPasswords)
      throw new Error('LOCAL_PASSWORDS=0 needs a directory: set OIDC_ISSUER or LDAP_URL');
    return undefined;
  }
  return {
    oidc,
    ldap,
    localPasswords,
    defaultRole: env.DIRECTORY_DEFAULT_ROLE?.trim() || DEFAULT_ROLE,
  };
}
