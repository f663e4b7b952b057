/**
 * Step 1, Primary Details (spec part 2 §2, §5 "Primary user"): organisation, email, password and a
 * role fetched from the server and sent by name. Next creates the sign-in account and its blank
 * employee (U2) exactly once: once created, the step shows the account read-only and Next only moves
 * on, so going back and forth never registers a second user (a holder of RESET_USER_PASSWORD may
 * reset that account's password there). Without organisations it says so and links to the
 * organisation form. Next is busy from the click on (before the check), so two quick clicks create
 * one user.
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
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  RESET_PRIVILEGE,
  ResetPasswordButton,
} from '../../../src/admin/account/ResetPasswordButton.tsx';
import { useCan } from '../../../src/admin/components/useCan.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  useServerText,
  useErrorMessage,
} from '../../../src/admin/providers/errors.ts';
import { wizardApi, type Named } from './api.ts';
import { STEP_ACTIONS } from './layout.ts';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';
import { useCheckedForm } from './useCheckedForm.ts';
import { checkWith, pick, type Errors } from '../../../src/admin/schema/form/schemaErrors.ts';

/**
 * Step 1's selects, which no schema property holds (spec part 2 §5 "Primary user"): catalogue keys
 * of 'Organization is required', 'Password is required' and 'Role is required'.
 */
export const PRIMARY_MESSAGES = {
  organization: 'charter.employees.primary.organization_required',
  /** The user schema does not require a password (edits carry none); creation does. */
  password: 'charter.employees.primary.password_required',
  role: 'charter.employees.primary.role_required',
};

export type CreatedAccount = { employeeId: number; organizationId: number; email: string };

export type PrimaryStepProps = {
  /** The account already created (this session, or the employee being edited or resumed). */
  account?: { email?: string; organizationId?: number; userId?: number };
  onCreated: (account: CreatedAccount) => void;
  onNext: () => void;
};

async function checkPrimary(
  v: Record<string, string>,
  translate: TranslateFunction,
): Promise<Errors> {
  const found = pick(await checkWith('user', { email: v.email, password: v.password }, translate), [
    'email',
    'password',
  ]);
  if (!v.password) found.password = translate(PRIMARY_MESSAGES.password);
  if (!v.organization) found.organization = translate(PRIMARY_MESSAGES.organization);
  if (!v.role) found.role = translate(PRIMARY_MESSAGES.role);
  return found;
}

const T = 'charter.employees.primary';

export function PrimaryStep({ account, onCreated, onNext }: PrimaryStepProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const can = useCan();
  const [organizations, setOrganizations] = useState<Named[]>();
  const [roles, setRoles] = useState<string[]>([]);
  // The failure itself, so its words follow the chosen language.
  const [loadError, setLoadError] = useState<unknown>();
  const [refusal, setRefusal] = useState<string>();
  const { pending: saving, run } = useSingleFlight();
  const [showPassword, setShowPassword] = useState(false);
  const form = useCheckedForm(
    { organization: String(account?.organizationId ?? ''), email: '', password: '', role: '' },
    (values) => checkPrimary(values, translate),
  );

  useEffect(() => {
    let live = true;
    wizardApi
      .organizations()
      .then((rows) => live && setOrganizations(rows))
      .catch((e) => live && (setLoadError(e ?? new Error()), setOrganizations([])));
    if (!account)
      wizardApi
        .roles()
        .then((r) => live && setRoles(r))
        .catch(() => live && setRoles([]));
    return () => {
      live = false;
    };
  }, [account]);

  if (!organizations) {
    return (
      <Skeleton
        variant="rounded"
        height={280}
        aria-label={translate('charter.employees.wizard.loading')}
      />
    );
  }

  if (account) {
    const org = organizations.find((o) => o.id === account.organizationId);
    return (
      <Stack spacing={2}>
        <Alert severity="success">{translate(`${T}.account_exists`)}</Alert>
        <TextField
          label={translate(`${T}.organization`)}
          value={org?.name ?? '—'}
          disabled
          fullWidth
        />
        <TextField
          label={translate(`${T}.email`)}
          value={account.email ?? '—'}
          disabled
          fullWidth
        />
        <Box sx={STEP_ACTIONS}>
          <Button variant="contained" onClick={onNext}>
            {translate('charter.employees.wizard.next_step')}
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
        <Typography variant="h6">{translate(`${T}.no_organizations`)}</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate(`${T}.need_organization`)}
        </Typography>
        <Link component={RouterLink} to="/organization/organization-create-update">
          {translate(`${T}.create_organization`)}
        </Link>
      </Box>
    );
  }

  const next = async () => {
    setRefusal(undefined);
    if (!(await form.validateAll())) return;
    const { organization, email, password, role } = form.values;
    try {
      const body = { email: email.trim(), password, role };
      const { employeeId, message } = await wizardApi.createUser(Number(organization), body);
      notify(serverText(message) ?? translate(`${T}.user_created`), { type: 'success' });
      onCreated({ employeeId, organizationId: Number(organization), email: body.email });
    } catch (error) {
      // User-creation failures show no toast (spec part 2 §8), so no progress toast either: the
      // button shows the wait and the reason stays beside the form.
      setRefusal(
        errorMessage(error) === GENERIC_ERROR ? translate(`${T}.error_adding`) : errorText(error),
      );
    }
  };

  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), void run(next))}
    >
      {loadError ? <Alert severity="error">{errorText(loadError)}</Alert> : null}
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        select
        label={translate(`${T}.select_organization`)}
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
        label={translate(`${T}.email`)}
        type="email"
        fullWidth
        required
        autoComplete="off"
        {...form.field('email')}
      />
      <TextField
        label={translate(`${T}.password`)}
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
                  aria-label={translate(`${T}.${showPassword ? 'hide' : 'show'}_password`)}
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
      <TextField select label={translate(`${T}.role`)} fullWidth required {...form.field('role')}>
        {roles.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={STEP_ACTIONS}>
        <Button type="submit" variant="contained" loading={saving}>
          {translate('charter.employees.wizard.next_step')}
        </Button>
      </Box>
    </Stack>
  );
}
