/**
 * /login (spec part 1 §2, §5, §8): validates before sending anything, toasts the server's message
 * on failure, and after success goes to /, where the shell may ask a Manager about a new organisation.
 * A ref blocks a second submit from the first click on (issue #21 §3), before anything is awaited.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, IconButton, InputAdornment, Link, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toastError } from '../notifications/toast.ts';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { getToken, getUser } from '../providers/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { AFTER_LOGIN_STATE } from './afterLogin.ts';
import {
  DirectoryButtons,
  DirectoryNotices,
  useSignInProviders,
  useTicketSignIn,
} from './DirectorySignIn.tsx';
import { validateLogin, type LoginErrors } from './validateLogin.ts';

export const LOGIN_FAILED = 'charter.login.failed';

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const t = (key: string) => translate(`charter.login.${key}`);
  const submitting = useRef(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);

  // Already signed in: the sign-in screen is not for you.
  useEffect(() => {
    if (getToken()) navigate('/', { replace: true });
    // Only when the screen opens; a fresh sign-in navigates on its own.
  }, []);
  // Issue #43: the company directory's button and notices, and its way back in with a ticket.
  const providers = useSignInProviders();
  const ticketSignIn = useTicketSignIn((user) =>
    navigate(user.mustChangePassword ? CHANGE_PASSWORD_ROUTE : '/', {
      replace: true,
      state: AFTER_LOGIN_STATE,
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    submitting.current = true;
    setLoading(true);
    try {
      await authProvider!.login({ email: email.trim(), password });
      // A temporary password: nothing else until it is replaced (issue #24 §2).
      if (getUser()?.mustChangePassword) navigate(CHANGE_PASSWORD_ROUTE, { replace: true });
      // The shell asks a Manager about creating an organisation (ManagerPrompt).
      else navigate('/', { state: AFTER_LOGIN_STATE });
    } catch (error) {
      toastError(notify, error);
      setErrors({ password: LOGIN_FAILED });
    } finally {
      submitting.current = false;
      setLoading(false);
    }
  };

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <DirectoryNotices providers={providers} />
        {ticketSignIn && (
          <Alert severity="info" role="status">
            {t('signing_in')}
          </Alert>
        )}
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          variant="outlined"
          // Medium: 56 px high, a finger-sized field on a phone (react-admin's default is small).
          size="medium"
          fullWidth
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (errors.email) setErrors((was) => ({ ...was, email: undefined }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email && translate(errors.email)}
        />
        <TextField
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          variant="outlined"
          size="medium"
          fullWidth
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((was) => ({ ...was, password: undefined }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password && translate(errors.password)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(showPassword ? 'hide_password' : 'show_password')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Link
            component={RouterLink}
            to="/reset-password"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('forgot_password')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={loading || ticketSignIn}
          fullWidth
        >
          {t('login')}
        </Button>
        <DirectoryButtons providers={providers} />
      </Box>
    </AuthCard>
  );
};
