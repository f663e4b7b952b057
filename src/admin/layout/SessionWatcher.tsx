/**
 * Ends the shell when the session ends outside react-admin's own calls: a 401 seen by httpClient
 * (bespoke screens, the start-up /user/me refresh) or a sign-out in another tab.
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { SIGNED_OUT_EVENT, useSessionUser, getToken } from '../providers/session.ts';

export const SessionWatcher = () => {
  const logout = useLogout();
  const user = useSessionUser();

  useEffect(() => {
    const onSignedOut = () => logout({}, '/login');
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [logout]);

  useEffect(() => {
    if (!user && !getToken()) logout({}, '/login');
  }, [user, logout]);

  return null;
};
