/**
 * Ends the shell when the session ends outside react-admin's own calls: a 401 seen by httpClient
 * (bespoke screens, the start-up /user/me refresh) or a sign-out in another tab. A user whose
 * password is temporary is sent to the change-password form, outside the shell.
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { SIGNED_OUT_EVENT, useSessionUser, getToken } from '../providers/session.ts';

export const SessionWatcher = () => {
  const logout = useLogout();
  const user = useSessionUser();
  const navigate = useNavigate();

  useEffect(() => {
    const onSignedOut = () => logout({}, '/login');
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [logout]);

  useEffect(() => {
    if (!user && !getToken()) logout({}, '/login');
  }, [user, logout]);

  useEffect(() => {
    if (user?.mustChangePassword) navigate(CHANGE_PASSWORD_ROUTE, { replace: true });
  }, [user?.mustChangePassword, navigate]);

  return null;
};
