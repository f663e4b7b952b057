/** A password input with its own show/hide toggle, named after its label for screen readers. */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown under the field while there is no error (a new password's strength hint). */
  hint?: ReactNode;
  autoComplete: string;
  autoFocus?: boolean;
};

export function PasswordField(props: PasswordFieldProps) {
  const { label, value, onChange, error, hint, ...rest } = props;
  const [shown, setShown] = useState(false);
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || hint || undefined}
      {...rest}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(`charter.account.${shown ? 'hide_field' : 'show_field'}`, {
                  field: label.toLowerCase(),
                })}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
