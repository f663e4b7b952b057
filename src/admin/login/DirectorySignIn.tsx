/**
 * The sign-in screen's part of the company directory (issue #43): the "Sign in with <name>" button
 * the server lists (GET /auth/providers, no token), a notice while that provider does not answer,
 * the refusal a directory sign-in came back with (`?signInError=<code>`, said in the user's
 * language from the server's catalogue), and the one-use ticket it came back with on success
 * (`#signIn=<ticket>`), traded for a session exactly like a password sign-in's.
 */
import { Alert, Box, Button, Divider } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { signInWithTicket } from '../providers/authProvider.ts';
import type { LoginUser } from '../providers/session.ts';
import { API_BASE } from '../providers/httpClient.ts';
import { toastError } from '../notifications/toast.ts';
import { DIRECTORY_MESSAGES, type DirectoryMessageCode } from '../../shared/directoryMessages.ts';

export type SignInProvider =
  | { kind: 'password'; directory: string | null; localPasswords: boolean }
  | { kind: 'oidc'; name: string; loginUrl: string; available: boolean };
type Provider = SignInProvider;
type Oidc = Extract<Provider, { kind: 'oidc' }>;
const oidcOf = (providers: Provider[]) => providers.filter((p): p is Oidc => p.kind === 'oidc');

/** The sign-in options the server offers; none while loading or when it cannot be asked. */
export function useSignInProviders(): Provider[] {
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`${API_BASE}/auth/providers`, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { providers: [] }))
      .then((body: { providers?: Provider[] }) => live && setProviders(body.providers ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** The refusal code a directory sign-in came back with, if any (only the directory's codes). */
const refusalOf = (search: string) => {
  const code = new URLSearchParams(search).get('signInError');
  return code && Object.hasOwn(DIRECTORY_MESSAGES, code)
    ? (code as DirectoryMessageCode)
    : undefined;
};

/**
 * Trades a `#signIn=<ticket>` the page was opened with for a session, once; `onSignedIn` goes on as
 * after a password sign-in. The ticket leaves the address bar at once (history keeps no copy).
 */
export function useTicketSignIn(onSignedIn: (user: LoginUser) => void): boolean {
  const notify = useNotify();
  const started = useRef(false);
  const [ticket] = useState(() => /^#signIn=(.+)$/.exec(window.location.hash)?.[1]);
  const [busy, setBusy] = useState(Boolean(ticket));
  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    signInWithTicket(decodeURIComponent(ticket))
      .then(onSignedIn)
      .catch((error) => {
        toastError(notify, error);
        setBusy(false);
      });
  }, []);
  return busy;
}

/** What the screen says above the form: a refused directory sign-in, a provider that is down. */
export function DirectoryNotices({ providers }: { providers: Provider[] }) {
  const translate = useTranslate();
  const [refusal] = useState(() => refusalOf(window.location.search));
  const down = oidcOf(providers).filter((p) => !p.available);
  return (
    <>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(`server.${refusal}`, { _: DIRECTORY_MESSAGES[refusal] })}
        </Alert>
      )}
      {down.map((p) => (
        <Alert key={p.loginUrl} severity="info">
          {translate('charter.login.directory_notice', { name: p.name })}
        </Alert>
      ))}
    </>
  );
}

/** "or" and a "Sign in with <name>" button per OpenID provider the server lists. */
export function DirectoryButtons({ providers }: { providers: Provider[] }) {
  const translate = useTranslate();
  const oidc = oidcOf(providers);
  if (!oidc.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Divider>{translate('charter.login.or')}</Divider>
      {oidc.map((p) => (
        <Button
          key={p.loginUrl}
          component="a"
          href={p.loginUrl}
          variant="outlined"
          size="large"
          fullWidth
          disabled={!p.available}
        >
          {translate('charter.login.sign_in_with', { name: p.name })}
        </Button>
      ))}
    </Box>
  );
}
