/**
 * Step 1, Primary Details (spec part 2 §2, §5 "Primary user"): organisation, email, password and a
 * role fetched from the server and sent by name. Next creates the sign-in account and its blank
 * employee (U2) exactly once: once created, the step shows the account read-only and Next only moves
 * on, so going back and forth never registers a second user (a holder of RESET_USER_PASSWORD may
 * reset that account's password there). Without organisations it says so and links to the
 * organisation form.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESET_PRIVILEGE, ResetPasswordButton } from '../../account/ResetPasswordButton.tsx';
import { useCan } from '../../attendance/useCan.ts';
import { errorMessage, GENERIC_ERROR } from '../../providers/errors.ts';
import { wizardApi, type Named } from './api.ts';
import { useCheckedForm } from './useCheckedForm.ts';
import { checkWith, pick, PRIMARY_MESSAGES, type Errors } from './validation.ts';

export type CreatedAccount = { employeeId: number; organizationId: number; email: string };

export type PrimaryStepProps = {
  /** The account already created (this session, or the employee being edited or resumed). */
  account?: { email?: string; organizationId?: number; userId?: number };
  onCreated: (account: CreatedAccount) => void;
  onNext: () => void;
};

async function checkPrimary(v: Record<string, string>): Promise<Errors> {
  const found = pick(await checkWith('user', { email: v.email, password: v.password }), [
    'email',
    'password',
  ]);
  if (!v.password) found.password = PRIMARY_MESSAGES.password;
  if (!v.organization) found.organization = PRIMARY_MESSAGES.organization;
  if (!v.role) found.role = PRIMARY_MESSAGES.role;
  return found;
}

export function PrimaryStep({ account, onCreated, onNext }: PrimaryStepProps) {
  const notify = useNotify();
  const can = useCan();
  const [organizations, setOrganizations] = useState<Named[]>();
  const [roles, setRoles] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const form = useCheckedForm(
    { organization: String(account?.organizationId ?? ''), email: '', password: '', role: '' },
    checkPrimary,
  );

  useEffect(() => {
    let live = true;
    wizardApi
      .organizations()
      .then((rows) => live && setOrganizations(rows))
      .catch((e) => live && (setLoadError(errorMessage(e)), setOrganizations([])));
    if (!account)
      wizardApi
        .roles()
        .then((r) => live && setRoles(r))
        .catch(() => live && setRoles([]));
    return () => {
      live = false;
    };
  }, [account]);

  if (!organizations) return <Skeleton variant="rounded" height={280} aria-label="Loading" />;

  if (account) {
    const org = organizations.find((o) => o.id === account.organizationId);
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          The sign-in account of this employee exists. Its email and password are not changed here.
        </Alert>
        <TextField label="Organization" value={org?.name ?? '—'} disabled fullWidth />
        <TextField label="Email" value={account.email ?? '—'} disabled fullWidth />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={onNext}>
            Next Step
          </Button>
          {/* Issue #24 §2: the one password an administrator may set here is a temporary one. */}
          {account.userId !== undefined && can(RESET_PRIVILEGE) && (
            <ResetPasswordButton userId={account.userId} email={account.email} />
          )}
        </Box>
      </Stack>
    );
  }

  if (organizations.length === 0 && !loadError) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h6">No Organizations Available</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          You need to create an organization before adding an employee.
        </Typography>
        <Link component={RouterLink} to="/organization/organization-create-update">
          Create Organization
        </Link>
      </Box>
    );
  }

  const next = async () => {
    setRefusal(undefined);
    if (!(await form.validateAll())) return;
    const { organization, email, password, role } = form.values;
    setSaving(true);
    try {
      const body = { email: email.trim(), password, role };
      const { employeeId, message } = await wizardApi.createUser(Number(organization), body);
      notify(message ?? 'User created', { type: 'success' });
      onCreated({ employeeId, organizationId: Number(organization), email: body.email });
    } catch (error) {
      // User-creation failures show no toast (spec part 2 §8), so no progress toast either: the
      // button shows the wait and the reason stays beside the form.
      const text = errorMessage(error);
      setRefusal(text === GENERIC_ERROR ? 'Error adding employee:.' : text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), void next())}
    >
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        select
        label="Select Organization"
        fullWidth
        required
        {...form.field('organization')}
      >
        {organizations.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Email"
        type="email"
        fullWidth
        required
        autoComplete="off"
        {...form.field('email')}
      />
      <TextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        fullWidth
        required
        autoComplete="new-password"
        {...form.field('password')}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((s) => !s)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select label="Role" fullWidth required {...form.field('role')}>
        {roles.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" loading={saving}>
          Next Step
        </Button>
      </Box>
    </Stack>
  );
}
