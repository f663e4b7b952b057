/**
 * A throwaway OpenLDAP server for the tests (Debian's `slapd`, issue #43 §4): a fresh database in a
 * temporary folder loaded from tests/fixtures/ldap/directory.ldif, listening on a free loopback port,
 * with StartTLS on a self-signed certificate made here by openssl (its PEM is `caFile`) and the
 * ppolicy overlay, so an entry with pwdAccountLockedTime cannot bind.
 *
 * Without slapd the LDAP tests skip themselves, but only outside CI: under CI=true a missing slapd
 * is a failure (.ci/run installs it).
 *
 * @example
 *   const ldap = await startSlapd();   // null: not installed, not CI
 *   // LDAP_URL=ldap.url LDAP_BIND_DN=ldap.serviceDn LDAP_BIND_PASSWORD=ldap.servicePassword …
 *   await ldap?.stop();
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SLAPD = ['/usr/sbin/slapd', '/usr/local/libexec/slapd'].find((p) => fs.existsSync(p));
const SLAPADD = ['/usr/sbin/slapadd', '/usr/local/sbin/slapadd'].find((p) => fs.existsSync(p));
const FIXTURE = path.resolve('tests/fixtures/ldap/directory.ldif');

export type Slapd = {
  url: string;
  /** The PEM of the self-signed certificate slapd offers on StartTLS. */
  caFile: string;
  baseDn: string;
  serviceDn: string;
  servicePassword: string;
  /** Stops the server (a directory that goes down); `restart` brings it back on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Removes everything, the data folder included. */
  destroy(): Promise<void>;
};

/** Whether the LDAP tests run here: slapd installed, or CI, where its absence must fail. */
export const slapdRuns = Boolean(SLAPD) || process.env.CI === 'true' || process.env.CI === '1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port (slapd has finished starting). */
async function listening(port: number, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}): ${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1');
      c.once('connect', () => (c.destroy(), resolve(true)));
      c.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

export async function startSlapd(): Promise<Slapd | null> {
  if (!SLAPD || !SLAPADD) {
    if (slapdRuns)
      throw new Error('slapd is not installed: apt-get install slapd ldap-utils (CI installs it)');
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-slapd-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'moduleload ppolicy',
      `pidfile ${dir}/slapd.pid`,
      `TLSCertificateFile ${cert}`,
      `TLSCertificateKeyFile ${key}`,
      'database mdb',
      'suffix "dc=acme,dc=test"',
      'rootdn "cn=admin,dc=acme,dc=test"',
      'rootpw admin-secret',
      `directory ${data}`,
      'overlay ppolicy',
      'access to attrs=userPassword by self read by anonymous auth by * none',
      'access to * by * read',
      '',
    ].join('\n'),
  );
  execFileSync(SLAPADD, ['-f', conf, '-l', FIXTURE], { stdio: 'pipe' });
  const port = await freePort();
  let child: ChildProcess;
  let output = '';
  const start = async () => {
    output = '';
    // -d 0: stay in the foreground (the test owns the process), logging nothing.
    child = spawn(SLAPD, ['-f', conf, '-h', `ldap://127.0.0.1:${port}/`, '-d', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (b) => (output += b));
    child.stderr!.on('data', (b) => (output += b));
    await listening(port, child, () => output);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `ldap://127.0.0.1:${port}`,
    caFile: cert,
    baseDn: 'dc=acme,dc=test',
    serviceDn: 'cn=charter-service,dc=acme,dc=test',
    servicePassword: 'service-secret',
    stop,
    restart: start,
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
