/**
 * Who is on leave today: initials, name, department and the day they are back from. The initials
 * are drawn in the secondary colour's contrast text (at least 4.5:1 in both themes, see theme.ts).
 */
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../src/admin/i18n/format.ts';
import type { AwayPerson } from './useSummary.ts';

const LEAVE_KEYS: Record<string, string> = {
  PLANNED: 'charter.dashboard.planned_leave',
  SICK: 'charter.dashboard.medical_leave',
};
const VISIBLE = 5;

const nameOf = (p: AwayPerson) => [p.firstName, p.lastName].filter(Boolean).join(' ');
const initials = (p: AwayPerson) =>
  [p.firstName, p.lastName]
    .map((n) => n?.trim()[0] ?? '')
    .join('')
    .toUpperCase() || '?';

export const OnLeaveToday = ({ total, people }: { total: number; people: AwayPerson[] }) => {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string, options?: object) => translate(`charter.dashboard.${key}`, options);
  if (total === 0) return <Typography color="text.secondary">{t('nobody_on_leave')}</Typography>;
  const more = total - Math.min(people.length, VISIBLE);
  const until = (ymd: string) =>
    t('until', {
      date: format.date(`${ymd}T00:00:00`, { day: 'numeric', month: 'short' }),
    });
  return (
    <>
      <List dense disablePadding aria-label={t('people_on_leave')}>
        {people.slice(0, VISIBLE).map((p) => (
          <ListItem key={`${p.employeeId}-${p.endDate}`} disableGutters>
            <ListItemAvatar sx={{ minWidth: 44 }}>
              <Avatar
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: 14,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                {initials(p)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={nameOf(p) || t('unnamed')}
              secondary={[
                p.department,
                LEAVE_KEYS[p.leaveType] ? translate(LEAVE_KEYS[p.leaveType]) : p.leaveType,
                until(p.endDate),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('and_more', { count: format.number(more) })}
        </Typography>
      )}
    </>
  );
};
