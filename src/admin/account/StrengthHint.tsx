/**
 * The help under a new password (issue #37): what a good one needs and, once something is typed,
 * how strong it is, in words and as a bar (the bar only repeats the words, so it is hidden from
 * screen readers). Rendered as the field's helper text, so the field is described by it.
 */
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordStrength, type Strength } from './passwordStrength.ts';

const BAR: Record<Strength, { value: number; color: 'error' | 'warning' | 'success' }> = {
  weak: { value: 33, color: 'error' },
  fair: { value: 66, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

export function StrengthHint({ password }: { password: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`charter.account.${key}`, options);
  const strength = password ? passwordStrength(password) : null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {strength && (
        <>
          <LinearProgress
            variant="determinate"
            aria-hidden
            value={BAR[strength].value}
            color={BAR[strength].color}
            sx={{ my: 0.5, height: 4, borderRadius: 2 }}
          />
          <Box component="span" sx={{ display: 'block' }}>
            {t('strength', { level: t(`strength_${strength}`) })}
          </Box>
        </>
      )}
      <Box component="span" sx={{ display: 'block' }}>
        {t('new_password_hint')}
      </Box>
    </Box>
  );
}
