// Behind the reverse proxy the README recommends for HTTPS (issue #37 §2b): with TRUST_PROXY, as
// read from the environment, the per-address limit counts each real client, so one noisy client is
// refused while the others are served; a forged X-Forwarded-For buys no new budget; the health
// check is never refused. The proxy is a real one, in this file: it forwards over its own pooled
// connections (so every request reaches the app from the proxy's one address) and appends the
// address it was called from to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does.
// Each client calls it from an address of its own on the loopback network (127.0.0.x).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const LIMIT = 5;
const NOISY = '127.0.0.2';
const OTHERS = ['127.0.0.3', '127.0.0.4'];

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );

/** A reverse proxy to `upstream`; resolves with its URL and a way to stop it. */
async function startProxy(upstream: string) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const call = http.request(
      `${upstream}${req.url}`,
      { method: req.method, agent, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    call.on('error', () => res.destroy());
    req.pipe(call);
  });
  const url = await listen(server);
  return {
    url,
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A GET through the proxy from `from`; resolves with the status. */
const get = (proxy: string, path: string, from: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(
      `${proxy}${path}`,
      { localAddress: from, agent: false, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
  });

/** A counted call: the menu without a token, 401 within the limit. */
const MENU = '/api/v1/menu';

describe.each([
  ['a hop count', '1'],
  ["the proxy's address", '127.0.0.1'],
])('behind a reverse proxy, TRUST_PROXY as %s', (_, value) => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    // As server.ts gets it: the environment's text, parsed by loadConfig.
    const { trustProxy } = loadConfig({ TRUST_PROXY: value }, false);
    t = await createTestApp({ rateLimitMax: LIMIT, trustProxy });
    proxy = await startProxy(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('refuses the one noisy client and serves the others', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await get(proxy.url, MENU, NOISY)).toBe(401);
    expect(await get(proxy.url, MENU, NOISY)).toBe(429);
    for (const other of OTHERS) expect(await get(proxy.url, MENU, other)).toBe(401);
  });

  it('gives a client that forges X-Forwarded-For no new budget', async () => {
    for (let i = 0; i < 3; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      expect(await get(proxy.url, MENU, NOISY, forged)).toBe(429);
    }
  });

  it('answers the health check to a client past its limit', async () => {
    expect(await get(proxy.url, MENU, NOISY)).toBe(429);
    expect(await get(proxy.url, '/health', NOISY)).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimitMax: LIMIT,
      trustProxy: loadConfig({}, false).trustProxy,
    });
  });
  afterAll(() => t.close());

  it('counts the connection, whatever X-Forwarded-For a client writes', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: MENU,
        remoteAddress: '10.0.5.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});
