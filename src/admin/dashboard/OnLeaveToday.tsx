/** Who is on leave today: initials, name, department and the day they are back from. */
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { AwayPerson } from './useSummary.ts';

const LEAVE_NAMES: Record<string, string> = { PLANNED: 'Planned Leave', SICK: 'Medical Leave' };
const VISIBLE = 5;

const nameOf = (p: AwayPerson) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Unnamed';
const initials = (p: AwayPerson) =>
  [p.firstName, p.lastName]
    .map((n) => n?.trim()[0] ?? '')
    .join('')
    .toUpperCase() || '?';
const until = (ymd: string) =>
  new Date(`${ymd}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

export const OnLeaveToday = ({ total, people }: { total: number; people: AwayPerson[] }) => {
  if (total === 0) return <Typography color="text.secondary">Nobody is on leave today.</Typography>;
  const more = total - Math.min(people.length, VISIBLE);
  return (
    <>
      <List dense disablePadding aria-label="People on leave today">
        {people.slice(0, VISIBLE).map((p) => (
          <ListItem key={`${p.employeeId}-${p.endDate}`} disableGutters>
            <ListItemAvatar sx={{ minWidth: 44 }}>
              <Avatar
                aria-hidden
                sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}
              >
                {initials(p)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={nameOf(p)}
              secondary={[
                p.department,
                LEAVE_NAMES[p.leaveType] ?? p.leaveType,
                `until ${until(p.endDate)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          and {more} more
        </Typography>
      )}
    </>
  );
};
