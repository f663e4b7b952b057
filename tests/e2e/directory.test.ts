/**
 * Signing in through the company's directory in real Chromium against the real server (issue #43):
 * the "Sign in with <name>" button through a real OpenID Provider's login page (oidc-provider on a
 * loopback port), a refusal shown on the sign-in screen, and the password form checked against a
 * real slapd (StartTLS). Each person lands with the role their groups map to. Needs `npm run build`
 * (built once if missing), Debian's chromium and slapd (the LDAP test skips itself without slapd
 * only outside CI).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillLogin, openBrowser, waitForRoute, type OpenBrowser } from '../helpers/browser.ts';
import { startOidcProvider, type TestProvider } from '../helpers/oidcProvider.ts';
import { freePort, startServer, type RunningServer } from '../helpers/server.ts';
import { slapdRuns, startSlapd, type Slapd } from '../helpers/slapd.ts';

let server: RunningServer;
let op: TestProvider;
let ldap: Slapd | null;
let browser: OpenBrowser;
let page: Page;

beforeAll(async () => {
  const port = await freePort();
  op = await startOidcProvider({
    people: {
      olive: {
        email: 'olive@acme.test',
        given_name: 'Olive',
        family_name: 'Oakley',
        groups: ['staff'],
      },
      vince: {
        email: 'vince@acme.test',
        given_name: 'Vince',
        family_name: 'Visitor',
        groups: ['guests'],
      },
    },
    redirectUris: [`http://127.0.0.1:${port}/api/v1/auth/oidc/callback`],
  });
  ldap = await startSlapd();
  server = await startServer({
    PORT: String(port),
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_NAME: 'Acme SSO',
    OIDC_CREATE_ACCOUNTS: '1',
    OIDC_ROLE_MAP: JSON.stringify({ staff: 'Employee', 'hr-managers': 'Manager' }),
    ...(ldap
      ? {
          LDAP_URL: ldap.url,
          LDAP_CA_FILE: ldap.caFile,
          LDAP_BIND_DN: ldap.serviceDn,
          LDAP_BIND_PASSWORD: ldap.servicePassword,
          LDAP_SEARCH_BASE: `ou=people,${ldap.baseDn}`,
          LDAP_GROUP_BASE: `ou=groups,${ldap.baseDn}`,
          LDAP_ROLE_MAP: JSON.stringify({ staff: 'Employee' }),
        }
      : {}),
  });
});
afterAll(async () => {
  await server?.stop();
  await op?.stop();
  await ldap?.destroy();
});
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
  // The provider's development login page imports a web font: nothing leaves this machine.
  await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && browser) {
    console.error(
      `[${context.task.name}] url: ${page.url()}\n` +
        `page errors: ${JSON.stringify(browser.pageErrors())}\n` +
        `console errors: ${JSON.stringify(browser.consoleErrors())}\n` +
        `server output: ${server.output().slice(-3000)}`,
    );
  }
  await browser?.close();
});

/** The role the console holds for the signed-in user (what its menu and screens follow). */
const storedRole = (p: Page) =>
  p.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.roles?.[0]?.role as string);

/** The shell is up: the profile button shows. */
const shellUp = (p: Page) =>
  p
    .getByRole('button', { name: /Profile/ })
    .first()
    .waitFor();

describe('Sign in with the OpenID provider', () => {
  it("goes through the provider's login page and lands in the console with the mapped role", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    // The provider's own sign-in page.
    await page.locator('input[name="login"]').fill('olive');
    await page.locator('input[name="password"]').fill('whatever-the-provider-checks');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await waitForRoute(page, '/');
    await shellUp(page);
    expect(await storedRole(page)).toBe('Employee');
    expect(page.url()).not.toContain('signIn=');
    expect(browser.cspViolations()).toEqual([]);
  });

  it('shows why when the directory gives the person no access, and creates nothing', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    await page.locator('input[name="login"]').fill('vince');
    await page.locator('input[name="password"]').fill('whatever');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Your groups in the company directory give no access to this console.');
    expect(new URL(page.url()).pathname).toBe('/login');
    const res = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.logins.SuperAdmin),
    });
    const { token } = await res.json();
    const users = await fetch(`${server.url}/api/v1/user/getAllUserInfo?page=0&size=100`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(users.Users.map((u: { email: string }) => u.email)).not.toContain('vince@acme.test');
  });
});

describe.skipIf(!slapdRuns)('Sign in with an LDAP password', () => {
  it('checks the password form against slapd and lands with the mapped role', async () => {
    await page.goto(`${server.url}/login`);
    await fillLogin(page, { email: 'tess@acme.test', password: 'Tess-ldap-1' });
    await waitForRoute(page, '/');
    await shellUp(page);
    expect(await storedRole(page)).toBe('Employee');
  });

  it('refuses a wrong directory password as it refuses a wrong local one', async () => {
    await page.goto(`${server.url}/login`);
    await fillLogin(page, { email: 'tess@acme.test', password: 'Not-her-password-1' });
    await page.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
