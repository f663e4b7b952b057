/** /reset-password: there is no self-service reset; an administrator sets a new password. */
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard.tsx';

export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`charter.login.${key}`);
  return (
    <AuthCard title={t('reset_title')}>
      <Typography sx={{ mt: 2 }}>{t('reset_info')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('reset_contact')}
      </Typography>
      <Button component={RouterLink} to="/login" variant="outlined">
        {t('back_to_sign_in')}
      </Button>
    </AuthCard>
  );
};
