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
import { useTranslate } from 'react-admin';
import { useFormat } from '../../src/admin/i18n/format.ts';
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

/** The first day of a 'YYYY-MM' month, in local time. */
const monthStart = (ym: string) => new Date(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1);

export const SummaryCards = ({ privileges }: { privileges: string[] }) => {
  const show = {
    attendance: holdsAny(privileges, SUMMARY_PRIVILEGES.attendance),
    leave: holdsAny(privileges, SUMMARY_PRIVILEGES.leave),
    headcount: holdsAny(privileges, SUMMARY_PRIVILEGES.headcount),
  };
  const { summary, failed, reload } = useSummary(show.attendance || show.leave || show.headcount);
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string, options?: object) => translate(`charter.dashboard.${key}`, options);
  if (!show.attendance && !show.leave && !show.headcount) return null;
  if (failed) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void reload()}>{translate('charter.common.retry')}</Button>}
      >
        {t('figures_failed')}
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
        <SummaryCard title={t('checked_in_today')}>
          {!today ? (
            <Loading />
          ) : (
            <>
              <Typography sx={{ fontSize: '2rem', fontWeight: 600 }}>
                {format.number(today.checkedIn)}
                <Typography component="span" color="text.secondary">
                  {` ${t('of_employees', { count: format.number(today.employees) })}`}
                </Typography>
              </Typography>
              <LinearProgress
                variant="determinate"
                value={
                  today.employees ? Math.min(100, (today.checkedIn / today.employees) * 100) : 0
                }
                aria-label={t('share_checked_in')}
                sx={{ height: 8, borderRadius: 4, my: 1 }}
              />
              <Typography variant="body2" color="text.secondary">
                {t('still_at_work', { count: format.number(today.stillIn) })}
              </Typography>
            </>
          )}
        </SummaryCard>
      )}
      {show.leave && (
        <SummaryCard title={t(leave?.scope === 'team' ? 'leave_requests_team' : 'leave_requests')}>
          {!leave ? (
            <Loading />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {format.date(monthStart(leave.month), { month: 'long', year: 'numeric' })}
              </Typography>
              {leave.PENDING + leave.APPROVED + leave.DECLINED === 0 ? (
                <Typography color="text.secondary">{t('no_leave_requests')}</Typography>
              ) : (
                <BarList
                  label={t('leave_by_status')}
                  items={[
                    { label: t('pending'), value: leave.PENDING, colour: 'warning.main' },
                    { label: t('approved'), value: leave.APPROVED, colour: 'success.main' },
                    { label: t('declined'), value: leave.DECLINED, colour: 'error.main' },
                  ]}
                />
              )}
            </>
          )}
        </SummaryCard>
      )}
      {show.leave && (
        <SummaryCard title={t('on_leave_today')}>
          {summary?.onLeaveToday ? <OnLeaveToday {...summary.onLeaveToday} /> : <Loading />}
        </SummaryCard>
      )}
      {show.headcount && (
        <SummaryCard title={t('headcount')}>
          {!heads ? (
            <Loading />
          ) : heads.length === 0 ? (
            <Typography color="text.secondary">{t('no_employees')}</Typography>
          ) : (
            <BarList
              label={t('employees_per_department')}
              items={heads.map((d) => ({
                label: d.department ?? t('no_department'),
                value: d.count,
              }))}
            />
          )}
        </SummaryCard>
      )}
    </Box>
  );
};
