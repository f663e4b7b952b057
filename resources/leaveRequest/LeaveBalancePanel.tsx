/**
 * The caller's remaining leave per type, beside the New Leave form (x-form.aside "leaveBalance"):
 * available = accrued + carry-forward (what the server lets a request use, contract §5.5), and the
 * days already used. The type chosen in the form is highlighted. Reads LB1 without a type, which
 * answers every balance of the employee (own balance needs no privilege). Words through the
 * catalogue, day counts through useFormat() (issue #21 §2); full width under the form on a phone.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { registry } from '../../src/generated/registry.ts';
import { useFormat } from '../../src/admin/i18n/format.ts';
import { useErrorMessage } from '../../src/admin/providers/errors.ts';
import { API_BASE, httpClient } from '../../src/admin/providers/httpClient.ts';
import { useSessionUser } from '../../src/admin/providers/session.ts';
import type { FormAsideProps } from '../../src/admin/schema/form/formParts.ts';

export type Balance = {
  leaveType: string;
  accruedLeave: number;
  usedLeave: number;
  carryForward: number;
};

const LABELS = (
  registry.leaveBalance.properties?.leaveType as { 'x-enumLabels'?: Record<string, string> }
)['x-enumLabels'];

export const leaveTypeLabel = (code: string) => LABELS?.[code] ?? code;
export const availableDays = (b: Balance) => Number(b.accruedLeave) + Number(b.carryForward);

export function LeaveBalancePanel({ formData }: FormAsideProps) {
  const employeeId = useSessionUser()?.employeeId;
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const format = useFormat();
  const days = (n: number) =>
    translate('charter.leave.days', { smart_count: n, count: format.number(n) });
  // The failure itself, so its words follow the chosen language.
  const [state, setState] = useState<{ balances?: Balance[]; error?: unknown }>({});
  useEffect(() => {
    if (!employeeId) return;
    let live = true;
    httpClient(`${API_BASE}/leaveBalance/${employeeId}`)
      .then(({ json }) => {
        if (live) setState({ balances: (json?.LeaveBalances ?? []) as Balance[] });
      })
      .catch((error: unknown) => {
        if (live) setState({ error: error ?? new Error() });
      });
    return () => {
      live = false;
    };
  }, [employeeId]);

  const chosen = formData?.leaveType;
  let body;
  if (!employeeId)
    body = <Alert severity="info">{translate('charter.leave.no_account_balance')}</Alert>;
  else if (state.error) body = <Alert severity="error">{errorText(state.error)}</Alert>;
  else if (!state.balances)
    body = (
      <Box aria-busy="true" aria-label={translate('charter.leave.balance_loading')}>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Box>
    );
  else if (!state.balances.length)
    body = (
      <Typography color="text.secondary">{translate('charter.leave.balance_none')}</Typography>
    );
  else
    body = (
      <List dense disablePadding aria-label={translate('charter.leave.balance_label')}>
        {state.balances.map((b) => (
          <ListItem
            key={b.leaveType}
            sx={{
              borderRadius: 1,
              bgcolor: chosen === b.leaveType ? 'action.selected' : undefined,
            }}
          >
            <ListItemText
              primary={leaveTypeLabel(b.leaveType)}
              secondary={translate('charter.leave.balance_line', {
                available: days(availableDays(b)),
                used: days(Number(b.usedLeave)),
              })}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Card
      component="aside"
      aria-labelledby="leave-balance-title"
      sx={{ mt: 2, minWidth: { md: 260 }, width: { xs: '100%', md: 'auto' } }}
    >
      <CardContent>
        <Typography id="leave-balance-title" variant="h6" component="h2" gutterBottom>
          {translate('charter.leave.balance_title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
