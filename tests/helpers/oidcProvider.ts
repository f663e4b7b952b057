/**
 * A real OpenID Provider for the tests (the `oidc-provider` package) on a loopback port: its own
 * signing key, one confidential client, the people given (the login name is the account id; the
 * development login page takes any password), consent pre-granted so the flow is
 * authorize → login page → callback. `tamper` re-signs the next ID tokens with the provider's own key
 * after changing their claims (another audience, an expiry in the past), as a hostile or broken
 * provider would; `rotateKeys` makes the provider sign with a new key from now on.
 *
 * @example
 *   const op = await startOidcProvider({ people: { alice: { email: 'alice@acme.test' } } });
 *   // OIDC_ISSUER=op.issuer OIDC_CLIENT_ID=op.clientId OIDC_CLIENT_SECRET=op.clientSecret
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type TestPerson = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes the claims of the ID tokens issued from now on (undefined: stop tampering). */
  tamper(change?: (claims: Record<string, unknown>) => Record<string, unknown>): void;
  /** Signs with a new key (new kid) from now on; the JWKS document lists only the new one. */
  rotateKeys(): Promise<void>;
  /** Stops answering (the port closes); `start` opens it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

async function signingKey(): Promise<{ jwk: JWK; key: CryptoKey }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `k${Date.now()}`, alg: 'RS256', use: 'sig' };
  return { jwk, key: privateKey };
}

export async function startOidcProvider(opts: {
  people: Record<string, TestPerson>;
  redirectUris: string[];
}): Promise<TestProvider> {
  const clientId = 'charter-hr';
  const clientSecret = 'test-client-secret-for-the-test-provider-only';
  let signing = await signingKey();
  let change: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined;
  let port = 0;
  let server: http.Server | undefined;
  let provider: Provider;

  const build = (issuer: string) => {
    const p = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: opts.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [signing.jwk] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name', 'name'],
      },
      conformIdTokenClaims: false,
      findAccount: (_ctx, id) => {
        const person = opts.people[id];
        if (!person) return undefined;
        return {
          accountId: id,
          claims: () => ({ sub: id, email_verified: true, ...person }),
        };
      },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      // First-party client: consent is granted without asking.
      loadExistingGrant: async (ctx) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!,
        });
        grant.addOIDCScope('openid email profile');
        grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'groups']);
        await grant.save();
        return grant;
      },
      ttl: {
        Interaction: 600,
        Session: 600,
        Grant: 600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
      cookies: { keys: ['test-provider-cookie-key'] },
    });
    // The groups claim is asked for by name in the grant above; also put it in every ID token.
    p.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (ctx.path !== '/token' || !body?.id_token) return;
      const claims = decodeJwt(body.id_token) as Record<string, unknown>;
      const person = opts.people[claims.sub as string];
      const withGroups = { ...claims, ...(person?.groups ? { groups: person.groups } : {}) };
      const changed = change ? change(withGroups) : withGroups;
      body.id_token = await new SignJWT(changed)
        .setProtectedHeader({ alg: 'RS256', kid: signing.jwk.kid, typ: 'JWT' })
        .sign(signing.key);
    });
    return p;
  };

  const start = async () => {
    server = http.createServer();
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    provider = build(`http://127.0.0.1:${port}`);
    server.on('request', provider.callback());
  };
  const stop = async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
  };
  await start();
  return {
    issuer: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    tamper: (fn) => {
      change = fn;
    },
    async rotateKeys() {
      signing = await signingKey();
      await stop();
      await start();
    },
    stop,
    start,
  };
}

/** A cookie jar for one client of the provider's pages (fetch keeps none). */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * A browser's walk through the provider, from its authorization URL to the redirect back to us:
 * the login page is filled in as `login` and submitted. Returns the callback URL the provider sent.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = jar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: cookies.header() },
    });
    cookies.take(res);
    init = {};
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(authorizationUrl).origin) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
