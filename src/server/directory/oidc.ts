/**
 * OpenID Connect through openid-client (issue #43): discovery at start, the authorization code flow
 * with PKCE (S256), `state` and `nonce`, and the ID token's checks (signature against the provider's
 * JWKS, fetched again when a new key id appears, issuer, audience, expiry, nonce). It turns the
 * provider's answer into a DirectoryIdentity or a DirectoryRefusal; who that person is here is
 * operations/directorySignIn.ts's business.
 */
import * as client from 'openid-client';
import { DirectoryRefusal, type DirectoryIdentity } from './identity.ts';
import { isLoopback, type OidcSettings } from './settings.ts';

/** What the login leg remembers (sealed in a cookie) for the callback leg to check. */
export type OidcAttempt = { state: string; nonce: string; verifier: string; redirectUri: string };

export type OidcProvider = {
  readonly name: string;
  /** Whether the provider answered its discovery document lately (asked again when stale). */
  available(): Promise<boolean>;
  /** The provider's authorization URL for a new attempt, and the attempt to remember. */
  start(redirectUri: string): Promise<{ url: string; attempt: OidcAttempt }>;
  /** The callback's URL checked against the attempt; the person the provider vouches for. */
  finish(callbackUrl: URL, attempt: OidcAttempt): Promise<DirectoryIdentity>;
};

const TIMEOUT_SECONDS = 10;

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    undefined,
    {
      timeout: TIMEOUT_SECONDS,
      // Plain http only for a provider on this machine (settings.ts refuses any other).
      execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
    },
  );
}

/** A claim by name or dotted path (Keycloak's realm roles: `realm_access.roles`). */
function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (path in claims) return claims[path];
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], claims);
}

const groupsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).filter(
    (g): g is string => typeof g === 'string',
  );

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The provider's failure as one of our refusals (the detail goes to the log, not the page). */
function refusalOf(err: unknown): DirectoryRefusal {
  if (err instanceof DirectoryRefusal) return err;
  if (err instanceof client.AuthorizationResponseError)
    return new DirectoryRefusal('directory.denied', err);
  // fetch could not reach the provider, or it timed out.
  if (err instanceof TypeError || (err as Error)?.name === 'TimeoutError')
    return new DirectoryRefusal('directory.provider_down', err);
  // An ID token minted for another attempt of ours (its nonce) is one replayed from elsewhere.
  // (openid-client's error wraps oauth4webapi's, whose cause names the claim.)
  const { code, cause } = err as { code?: string; cause?: { cause?: { claim?: string } } };
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && cause?.cause?.claim === 'nonce')
    return new DirectoryRefusal('directory.replayed', err);
  return new DirectoryRefusal('directory.token_rejected', err);
}

/**
 * The provider, discovered now: an unreachable issuer or a wrong document stops the start with a
 * message naming OIDC_ISSUER. `recheckMs`: how long a discovery counts as proof the provider is up.
 */
export async function connectOidc(
  settings: OidcSettings,
  recheckMs = 60_000,
): Promise<OidcProvider> {
  let config: client.Configuration;
  try {
    config = await discover(settings);
  } catch (err) {
    throw new Error(
      `OIDC_ISSUER: the provider at ${settings.issuer} did not answer its discovery document ` +
        `(${(err as Error).message})`,
    );
  }
  let checkedAt = Date.now();
  let up = true;
  const markDown = () => {
    up = false;
    checkedAt = Date.now();
  };
  return {
    name: settings.name,
    async available() {
      if (Date.now() - checkedAt >= recheckMs) {
        // Asked twice: the first try may ride a kept-alive connection the provider has since closed.
        const answered = () => discover(settings).then((c) => (config = c));
        up = await answered()
          .catch(answered)
          .then(() => true)
          .catch(() => false);
        checkedAt = Date.now();
      }
      return up;
    },
    async start(redirectUri) {
      const verifier = client.randomPKCECodeVerifier();
      const attempt = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
      return { url: url.href, attempt };
    },
    async finish(callbackUrl, attempt) {
      // Checked before anything is sent: a callback this browser did not start goes no further.
      if (callbackUrl.searchParams.get('state') !== attempt.state)
        throw new DirectoryRefusal('directory.state_mismatch');
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = { ...tokens.claims()! };
        const wantsGroups = settings.roleMap && claimAt(claims, settings.roleClaim) === undefined;
        if (
          (!claims.email || wantsGroups) &&
          tokens.access_token &&
          config.serverMetadata().userinfo_endpoint
        )
          claims = {
            ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub as string)),
            ...claims,
          };
        const email = text(claims.email);
        if (!email) throw new DirectoryRefusal('directory.email_unverified');
        // Entra ID marks a verified domain's address with xms_edov instead of email_verified.
        if (claims.email_verified !== true && claims.xms_edov !== true)
          throw new DirectoryRefusal('directory.email_unverified');
        return {
          email,
          firstName: text(claims.given_name) ?? text(claims.name)?.split(/\s+/)[0],
          lastName: text(claims.family_name) ?? text(claims.name)?.split(/\s+/).slice(1).join(' '),
          groups: groupsOf(claimAt(claims, settings.roleClaim)),
        };
      } catch (err) {
        const refusal = refusalOf(err);
        if (refusal.code === 'directory.provider_down') markDown();
        throw refusal;
      }
    },
  };
}
