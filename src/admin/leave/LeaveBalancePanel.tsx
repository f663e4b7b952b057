/**
 * The caller's remaining leave per type, beside the New Leave form (x-form.aside "leaveBalance"):
 * available = accrued + carry-forward (what the server lets a request use, contract §5.5), and the
 * days already used. The type chosen in the form is highlighted. Reads LB1 without a type, which
 * answers every balance of the employee (own balance needs no privilege).
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
import { registry } from '../../generated/registry.ts';
import { errorMessage } from '../providers/errors.ts';
import { API_BASE, httpClient } from '../providers/httpClient.ts';
import { useSessionUser } from '../providers/session.ts';
import type { FormAsideProps } from '../schema/form/asides.ts';

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
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function LeaveBalancePanel({ formData }: FormAsideProps) {
  const employeeId = useSessionUser()?.employeeId;
  const [state, setState] = useState<{ balances?: Balance[]; error?: string }>({});
  useEffect(() => {
    if (!employeeId) return;
    let live = true;
    httpClient(`${API_BASE}/leaveBalance/${employeeId}`)
      .then(({ json }) => {
        if (live) setState({ balances: (json?.LeaveBalances ?? []) as Balance[] });
      })
      .catch((error: unknown) => {
        if (live) setState({ error: errorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [employeeId]);

  const chosen = formData?.leaveType;
  let body;
  if (!employeeId) body = <Alert severity="info">Your account has no leave balance.</Alert>;
  else if (state.error) body = <Alert severity="error">{state.error}</Alert>;
  else if (!state.balances)
    body = (
      <Box aria-busy="true" aria-label="Loading leave balance">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Box>
    );
  else if (!state.balances.length)
    body = <Typography color="text.secondary">No leave balance yet.</Typography>;
  else
    body = (
      <List dense disablePadding aria-label="Leave balance">
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
              secondary={`${days(availableDays(b))} available · ${days(Number(b.usedLeave))} used`}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Card component="aside" aria-labelledby="leave-balance-title" sx={{ mt: 2, minWidth: 260 }}>
      <CardContent>
        <Typography id="leave-balance-title" variant="h6" component="h2" gutterBottom>
          Leave Balance
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
