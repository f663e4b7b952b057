/**
 * The dashboard's figure cards: checked in today, leave requests this month, who is on leave today
 * and headcount by department. Each card appears only when the user holds a privilege behind it
 * (SUMMARY_PRIVILEGES); while loading it keeps its place with a skeleton, so nothing jumps.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { BarList } from './BarList.tsx';
import { OnLeaveToday } from './OnLeaveToday.tsx';
import { SUMMARY_PRIVILEGES, useSummary } from './useSummary.ts';

const holdsAny = (held: string[], needed: readonly string[]) =>
  needed.some((p) => held.includes(p));

const SummaryCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Loading = () => (
  <Box aria-busy="true">
    <Skeleton variant="text" width="40%" height={40} />
    <Skeleton variant="rounded" height={64} />
  </Box>
);

const monthName = (ym: string) =>
  new Date(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1).toLocaleString(undefined, {
    month: 'long',
    year: 'numeric',
  });

export const SummaryCards = ({ privileges }: { privileges: string[] }) => {
  const show = {
    attendance: holdsAny(privileges, SUMMARY_PRIVILEGES.attendance),
    leave: holdsAny(privileges, SUMMARY_PRIVILEGES.leave),
    headcount: holdsAny(privileges, SUMMARY_PRIVILEGES.headcount),
  };
  const { summary, failed, reload } = useSummary(show.attendance || show.leave || show.headcount);
  if (!show.attendance && !show.leave && !show.headcount) return null;
  if (failed) {
    return (
      <Alert severity="error" action={<Button onClick={() => void reload()}>Retry</Button>}>
        The dashboard figures could not be loaded.
      </Alert>
    );
  }
  const today = summary?.attendanceToday;
  const leave = summary?.leaveThisMonth;
  const heads = summary?.headcountByDepartment;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
    >
      {show.attendance && (
        <SummaryCard title="Checked in today">
          {!today ? (
            <Loading />
          ) : (
            <>
              <Typography sx={{ fontSize: '2rem', fontWeight: 600 }}>
                {today.checkedIn}
                <Typography component="span" color="text.secondary">
                  {` of ${today.employees} employees`}
                </Typography>
              </Typography>
              <LinearProgress
                variant="determinate"
                value={
                  today.employees ? Math.min(100, (today.checkedIn / today.employees) * 100) : 0
                }
                aria-label="Share of employees checked in today"
                sx={{ height: 8, borderRadius: 4, my: 1 }}
              />
              <Typography variant="body2" color="text.secondary">
                {today.stillIn} still at work
              </Typography>
            </>
          )}
        </SummaryCard>
      )}
      {show.leave && (
        <SummaryCard
          title={leave?.scope === 'team' ? 'Leave requests of your teams' : 'Leave requests'}
        >
          {!leave ? (
            <Loading />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {monthName(leave.month)}
              </Typography>
              {leave.PENDING + leave.APPROVED + leave.DECLINED === 0 ? (
                <Typography color="text.secondary">No leave requests this month.</Typography>
              ) : (
                <BarList
                  label="Leave requests this month by status"
                  items={[
                    { label: 'Pending', value: leave.PENDING, colour: 'warning.main' },
                    { label: 'Approved', value: leave.APPROVED, colour: 'success.main' },
                    { label: 'Declined', value: leave.DECLINED, colour: 'error.main' },
                  ]}
                />
              )}
            </>
          )}
        </SummaryCard>
      )}
      {show.leave && (
        <SummaryCard title="On leave today">
          {summary?.onLeaveToday ? <OnLeaveToday {...summary.onLeaveToday} /> : <Loading />}
        </SummaryCard>
      )}
      {show.headcount && (
        <SummaryCard title="Headcount by department">
          {!heads ? (
            <Loading />
          ) : heads.length === 0 ? (
            <Typography color="text.secondary">No employees yet.</Typography>
          ) : (
            <BarList
              label="Employees per department"
              items={heads.map((d) => ({ label: d.department ?? 'No department', value: d.count }))}
            />
          )}
        </SummaryCard>
      )}
    </Box>
  );
};
