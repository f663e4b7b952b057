/**
 * /change-password (issue #24 §2): the current password, the new one twice, with the spec's password
 * rules and words (the user schema's, as the wizard's step 1 checks them), but at least 8 characters
 * as the server asks (issue #37), with a strength hint under the new one. Opened from the profile
 * menu, or the only page a user with a temporary password gets (SessionWatcher, the sign-in) until
 * it is replaced; outside the shell, like the sign-in screen, since nothing else would answer then.
 * A ref blocks a second submit from the first click on, before even the checks are awaited.
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { checkWith, pick, type Errors, type Translate } from '../schema/form/schemaErrors.ts';
import { AuthCard } from '../login/AuthCard.tsx';
import { AFTER_LOGIN_STATE } from '../login/afterLogin.ts';
import { toastError } from '../notifications/toast.ts';
import { errorMessage, useServerText, useErrorMessage } from '../providers/errors.ts';
import { getToken, useSessionUser } from '../providers/session.ts';
import { changePassword } from './api.ts';
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from '../../shared/passwords.ts';
import { PasswordField } from './PasswordField.tsx';
import { passwordLength } from './passwordStrength.ts';
import { StrengthHint } from './StrengthHint.tsx';

/** Catalogue keys of the form's own messages (the password rules are the user schema's). */
export const CHANGE_PASSWORD_MESSAGES = {
  current: 'charter.account.current_required',
  newRequired: 'charter.account.new_required',
  confirm: 'charter.account.confirm_required',
  mismatch: 'charter.account.mismatch',
  same: 'charter.account.same',
};

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

async function check(v: Values, translate: Translate): Promise<Errors> {
  // The server's floor first (its own words, server.password.too_short), then the spec's rules.
  let found: Errors;
  if (!v.newPassword) found = { password: CHANGE_PASSWORD_MESSAGES.newRequired };
  else if (passwordLength(v.newPassword) < NEW_PASSWORD_MIN_LENGTH)
    found = { password: translate('server.password.too_short', { _: NEW_PASSWORD_TOO_SHORT }) };
  else found = pick(await checkWith('user', { password: v.newPassword }, translate), ['password']);
  const errors: Errors = {};
  if (!v.currentPassword) errors.currentPassword = CHANGE_PASSWORD_MESSAGES.current;
  if (found.password) errors.newPassword = found.password;
  else if (v.newPassword === v.currentPassword) errors.newPassword = CHANGE_PASSWORD_MESSAGES.same;
  if (!v.confirmPassword) errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirm;
  else if (v.confirmPassword !== v.newPassword)
    errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.mismatch;
  return errors;
}

export const ChangePasswordPage = () => {
  const user = useSessionUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const t = (key: string) => translate(`charter.account.${key}`);
  const submitting = useRef(false);
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const forced = Boolean(user?.mustChangePassword);

  if (!getToken()) return <Navigate to="/login" replace />;

  const field = (name: keyof Values) => ({
    value: values[name],
    // A key of ours, or a message the schema's validation or the server wrote.
    error: errors[name] && translate(errors[name], { _: errors[name] }),
    onChange: (value: string) => {
      setValues((was) => ({ ...was, [name]: value }));
      if (errors[name]) setErrors((was) => ({ ...was, [name]: '' }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const found = await check(values, translate);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      submitting.current = false;
      return;
    }
    setSaving(true);
    try {
      const message = await changePassword(values);
      notify(serverText(message) || 'charter.account.password_changed', { type: 'success' });
      navigate('/', { replace: true, state: forced ? AFTER_LOGIN_STATE : undefined });
    } catch (error) {
      // The server's word on the current password belongs under that field too.
      if (/current password/i.test(errorMessage(error))) {
        setErrors({ currentPassword: errorText(error) });
      }
      toastError(notify, error);
      submitting.current = false;
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t('change_password')} subtitle={t(forced ? 'set_own' : 'choose_new')}>
      {forced && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('temporary_notice')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <PasswordField
            label={t('current_password')}
            autoComplete="current-password"
            autoFocus
            {...field('currentPassword')}
          />
          <PasswordField
            label={t('new_password')}
            autoComplete="new-password"
            hint={<StrengthHint password={values.newPassword} />}
            {...field('newPassword')}
          />
          <PasswordField
            label={t('confirm_new_password')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" variant="contained" size="large" loading={saving} fullWidth>
            {t('change_password')}
          </Button>
          {forced ? (
            <Button onClick={() => logout({}, '/login')} disabled={saving}>
              {t('sign_out')}
            </Button>
          ) : (
            <Button onClick={() => navigate(-1)} disabled={saving}>
              {translate('charter.common.cancel')}
            </Button>
          )}
        </Stack>
      </Box>
    </AuthCard>
  );
};
