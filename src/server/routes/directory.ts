/**
 * Signing in through the company's directory (issue #43), all public:
 *   GET  /api/v1/auth/providers       the sign-in options the sign-in screen shows
 *   GET  /api/v1/auth/oidc/login      302 to the OpenID provider (PKCE S256, state, nonce), the
 *                                     attempt sealed in an HttpOnly cookie for the callback
 *   GET  /api/v1/auth/oidc/callback   checks the provider's answer and finds or creates the account,
 *                                     then 302 to /login#signIn=<ticket>; any refusal 302s to
 *                                     /login?signInError=<code>, the page saying why, nothing created
 *   POST /api/v1/auth/oidc/session    trades that one-use ticket (60 s) for a session: the same
 *                                     answer, token and audit entry as POST /user/login
 * The ticket travels in the URL's fragment, which browsers never send to a server or a Referer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { DirectoryRefusal, type RefusalCode } from '../directory/identity.ts';
import type { OidcAttempt } from '../directory/oidc.ts';
import { httpError } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { recordFailedDirectorySignIn, type Directory } from '../operations/directory.ts';
import { accountForIdentity } from '../operations/directorySignIn.ts';
import { directorySession } from '../operations/session.ts';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { errorResponse } from '../http/wire.ts';

export type DirectoryRouteOptions = { db: Db; tokens: TokenService; directory?: Directory };

const BASE = '/api/v1/auth';
const CALLBACK = `${BASE}/oidc/callback`;
const COOKIE = 'charter_oidc';
const ATTEMPT_SECONDS = 600;
const TICKET_SECONDS = 60;
const PUBLIC = { access: 'public' } as const;

const signedIn = (registry.user as ResourceSchema)['x-api']!.login!.payload as object;

const providersAnswer = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    providers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['password', 'oidc'] },
          /** password: whose passwords the form checks besides local ones ('ldap' or null). */
          directory: { type: ['string', 'null'] },
          /** password: whether local passwords work for everyone (false: the SuperAdmin's only). */
          localPasswords: { type: 'boolean' },
          name: { type: 'string' },
          loginUrl: { type: 'string' },
          /** oidc: false while the provider does not answer (the screen shows a notice). */
          available: { type: 'boolean' },
        },
      },
    },
  },
};

const ticketBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket'],
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 4096 } },
  errorMessage: { required: 'ticket is required.', properties: { ticket: 'ticket must be text.' } },
};

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function setAttemptCookie(reply: FastifyReply, value: string, maxAge: number, secure: boolean) {
  reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=${BASE}/oidc; Max-Age=${maxAge}; HttpOnly; SameSite=Lax` +
      (secure ? '; Secure' : ''),
  );
}

const refusedTo = (code: RefusalCode) => `/login?signInError=${encodeURIComponent(code)}`;

export async function directoryRoutes(app: FastifyInstance, opts: DirectoryRouteOptions) {
  const { directory } = opts;
  const oidc = directory?.oidc;

  app.get(
    `${BASE}/providers`,
    { config: PUBLIC, schema: { response: { 200: providersAnswer } } },
    async (_request, reply) => {
      const providers: object[] = [
        {
          kind: 'password',
          directory: directory?.ldap ? 'ldap' : null,
          localPasswords: directory?.settings.localPasswords ?? true,
        },
      ];
      if (oidc)
        providers.push({
          kind: 'oidc',
          name: oidc.name,
          loginUrl: `${BASE}/oidc/login`,
          available: await oidc.available(),
        });
      return { success: true, message: say(reply, 'directory.providers_listed'), providers };
    },
  );

  if (!directory || !oidc) return;
  const redirectUriOf = (request: FastifyRequest) =>
    directory.settings.oidc!.redirectUri ?? `${request.protocol}://${request.host}${CALLBACK}`;

  app.get(`${BASE}/oidc/login`, { config: PUBLIC }, async (request, reply) => {
    if (!(await oidc.available())) return reply.redirect(refusedTo('directory.provider_down'));
    const redirectUri = redirectUriOf(request);
    const { url, attempt } = await oidc.start(redirectUri);
    const sealed = await directory.sealer.seal('oidc-attempt', attempt, ATTEMPT_SECONDS);
    setAttemptCookie(reply, sealed, ATTEMPT_SECONDS, redirectUri.startsWith('https:'));
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get(CALLBACK, { config: PUBLIC }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sealed = cookieOf(request, COOKIE);
    const attempt = sealed
      ? ((await directory.sealer.open('oidc-attempt', sealed)) as OidcAttempt | null)
      : null;
    if (attempt) setAttemptCookie(reply, '', 0, attempt.redirectUri.startsWith('https:'));
    try {
      if (!attempt) throw new DirectoryRefusal('directory.state_mismatch');
      const query = request.url.slice(request.url.indexOf('?'));
      const callbackUrl = new URL(query.startsWith('?') ? query : '', attempt.redirectUri);
      // The attempt is spent before the provider is asked: a replayed callback stops here.
      if (!directory.spent.spend(attempt.nonce, Date.now() + ATTEMPT_SECONDS * 1000))
        throw new DirectoryRefusal('directory.replayed');
      const identity = await oidc.finish(callbackUrl, attempt);
      const settings = directory.settings.oidc!;
      const userId = await accountForIdentity(opts.db, identity, {
        roleMap: settings.roleMap,
        createAccounts: settings.createAccounts,
        defaultRole: directory.settings.defaultRole,
      });
      const ticket = await directory.sealer.seal(
        'oidc-ticket',
        { userId, jti: randomBytes(16).toString('base64url') },
        TICKET_SECONDS,
      );
      return reply.redirect(`/login#signIn=${ticket}`, 302);
    } catch (err) {
      if (!(err instanceof DirectoryRefusal)) throw err;
      request.log.warn({ refusal: err.code, err: err.detail }, 'OpenID sign-in refused');
      await recordFailedDirectorySignIn(opts.db, 'oidc', err.code);
      return reply.redirect(refusedTo(err.code), 302);
    }
  });

  app.post(
    `${BASE}/oidc/session`,
    {
      config: PUBLIC,
      schema: { body: ticketBody, response: { 200: signedIn, 401: errorResponse } },
    },
    async (request, reply) => {
      const { ticket } = request.body as { ticket: string };
      const claims = await directory.sealer.open('oidc-ticket', ticket);
      const userId = Number(claims?.userId);
      if (
        !claims ||
        !Number.isSafeInteger(userId) ||
        typeof claims.jti !== 'string' ||
        !directory.spent.spend(`ticket:${claims.jti}`, Number(claims.exp) * 1000)
      )
        throw httpError(401, 'directory.ticket_invalid');
      const session = await directorySession(opts.db, opts.tokens, userId, 'oidc');
      return { success: true, message: say(reply, 'directory.signed_in'), ...session };
    },
  );
}
