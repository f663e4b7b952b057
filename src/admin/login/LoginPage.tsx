/**
 * /login (spec part 1 §2, §5, §8): validates before sending anything, toasts the server's message
 * on failure, and after success goes to /, where the shell may ask a Manager about a new organisation.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, Button, IconButton, InputAdornment, Link, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toastError } from '../notifications/toast.ts';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { getToken, getUser } from '../providers/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { AFTER_LOGIN_STATE } from './afterLogin.ts';
import { validateLogin, type LoginErrors } from './validateLogin.ts';

export const LOGIN_FAILED = 'Failed to login. Please check your credentials.';

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
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
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Sign-In Portal" subtitle="Sign in to your account">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          variant="outlined"
          fullWidth
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (errors.email) setErrors((was) => ({ ...was, email: undefined }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          variant="outlined"
          fullWidth
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((was) => ({ ...was, password: undefined }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
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
          <Link component={RouterLink} to="/reset-password" variant="body2">
            Forgot Password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
          Login
        </Button>
      </Box>
    </AuthCard>
  );
};
