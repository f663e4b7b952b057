/**
 * LDAP and Active Directory through ldapts (issue #43): a service bind searches the person's entry by
 * the address typed into the password form, then a bind as that entry checks the password; groups
 * come from a group search (LDAP_GROUP_BASE) or the entry's memberOf. ldap:// is upgraded with
 * StartTLS before the first bind unless LDAP_STARTTLS=0 (allowed on loopback only, settings.ts).
 * Every "no" (no entry, two entries, wrong password, a locked entry) is the same `null`, so the
 * password form's refusal never says which part was wrong.
 */
import fs from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import { DirectoryRefusal, type DirectoryIdentity } from './identity.ts';
import type { LdapSettings } from './settings.ts';

export type LdapDirectory = {
  /** The person behind `email` when `password` is theirs; null for any refusal. */
  authenticate(email: string, password: string): Promise<DirectoryIdentity | null>;
};

const TIMEOUT_MS = 5_000;

/** RFC 4515: a value inside a filter, its special characters escaped. */
export const escapeFilter = (value: string) =>
  value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

const first = (v: Entry[string] | undefined): string | undefined => {
  const one = Array.isArray(v) ? v[0] : v;
  const s = Buffer.isBuffer(one) ? one.toString('utf8') : one;
  return typeof s === 'string' && s.trim() ? s.trim() : undefined;
};
const all = (v: Entry[string] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String);

/** An entry a server marks as locked or disabled, whatever its password (ppolicy, AD). */
function locked(entry: Entry): boolean {
  if (first(entry.pwdAccountLockedTime)) return true;
  const control = Number(first(entry.userAccountControl));
  // ACCOUNTDISABLE (0x2) and LOCKOUT (0x10) in Active Directory's userAccountControl.
  return Number.isInteger(control) && (control & 0x12) !== 0;
}

/** The first value of `cn=…` in a DN, to match a map written with bare group names. */
const cnOf = (dn: string) => /^cn=((?:\\.|[^,])+)/i.exec(dn)?.[1]?.trim();

/**
 * A connection to the server, TLS from the start (ldaps://) or upgraded with StartTLS before
 * anything else is sent; the certificate must name the URL's host and chain to LDAP_CA_FILE (or a
 * system CA). (ldapts takes TLS options in its constructor only for ldaps://.)
 */
async function connect(settings: LdapSettings): Promise<Client> {
  const tls: ConnectionOptions = {
    ...(settings.caFile ? { ca: fs.readFileSync(settings.caFile) } : {}),
    minVersion: 'TLSv1.2',
    // Checked against the certificate (Node would check "localhost" on an upgraded socket).
    host: new URL(settings.url).hostname.replace(/^\[|\]$/g, ''),
  };
  const secure = settings.url.toLowerCase().startsWith('ldaps:');
  const c = new Client({
    url: settings.url,
    timeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
    ...(secure ? { tlsOptions: tls } : {}),
  });
  if (settings.startTls) await c.startTLS(tls);
  return c;
}

export function ldapDirectory(settings: LdapSettings): LdapDirectory {
  const open = () => connect(settings);
  const withClient = async <T>(work: (c: Client) => Promise<T>): Promise<T> => {
    const c = await open();
    try {
      return await work(c);
    } finally {
      await c.unbind().catch(() => undefined);
    }
  };

  async function groupsOf(c: Client, entry: Entry): Promise<string[]> {
    const dns = settings.groupBase
      ? (
          await c.search(settings.groupBase, {
            scope: 'sub',
            filter: settings.groupFilter.replaceAll('{dn}', escapeFilter(entry.dn)),
            attributes: ['cn'],
            sizeLimit: 500,
          })
        ).searchEntries.map((g) => g.dn)
      : all(entry.memberOf);
    return dns.flatMap((dn) => [dn, cnOf(dn)].filter((g): g is string => Boolean(g)));
  }

  return {
    async authenticate(email, password) {
      // An empty password would be an anonymous ("unauthenticated") bind, which succeeds.
      if (!password) return null;
      try {
        return await withClient(async (c) => {
          await c.bind(settings.bindDn, settings.bindPassword);
          const { searchEntries } = await c.search(settings.searchBase, {
            scope: 'sub',
            filter: settings.userFilter.replaceAll('{email}', escapeFilter(email.trim())),
            attributes: [
              'mail',
              'givenName',
              'sn',
              'cn',
              'memberOf',
              'pwdAccountLockedTime',
              'userAccountControl',
            ],
            sizeLimit: 2,
          });
          if (searchEntries.length !== 1) return null;
          const [entry] = searchEntries;
          if (locked(entry)) return null;
          const person = await open();
          try {
            await person.bind(entry.dn, password);
          } catch (err) {
            if (err instanceof InvalidCredentialsError) return null;
            throw err;
          } finally {
            await person.unbind().catch(() => undefined);
          }
          return {
            email: first(entry.mail) ?? email.trim(),
            firstName: first(entry.givenName),
            lastName: first(entry.sn),
            groups: await groupsOf(c, entry),
          };
        });
      } catch (err) {
        // The service account or the server itself failed: not the person's fault.
        throw new DirectoryRefusal('directory.unavailable', err);
      }
    },
  };
}

/** The service bind, tried at start: a wrong URL, certificate or bind password stops the start. */
export async function checkLdap(settings: LdapSettings): Promise<void> {
  let c: Client | undefined;
  try {
    c = await connect(settings);
    await c.bind(settings.bindDn, settings.bindPassword);
  } catch (err) {
    const what =
      err instanceof InvalidCredentialsError ? 'LDAP_BIND_DN / LDAP_BIND_PASSWORD' : 'LDAP_URL';
    throw new Error(
      `${what}: the service bind to ${settings.url} failed (${(err as Error).message})`,
    );
  } finally {
    await c?.unbind().catch(() => undefined);
  }
}
