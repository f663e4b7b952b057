/**
 * / : a welcome with the signed-in person's name and role, the attendance card for every role
 * except SuperAdmin (spec part 1 §2, part 2 §6), the figure cards the user's privileges allow, and
 * a card per menu group they may open.
 */
import { Box, Stack, Typography } from '@mui/material';
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { AttendanceCard } from '../attendance/AttendanceCard.tsx';
import { SectionCards } from '../dashboard/SectionCards.tsx';
import { SummaryCards } from '../dashboard/SummaryCards.tsx';
import { menuConfig, visibleMenu } from '../layout/menu.ts';
import { fullNameOf, privilegesOf, roleNameOf, useSessionUser } from '../providers/session.ts';

export const Dashboard = () => {
  const user = useSessionUser();
  const name = fullNameOf(user);
  const role = roleNameOf(user);
  const privileges = privilegesOf(user);
  const groups = visibleMenu(menuConfig, role, privileges);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {role
            ? `Signed in as ${role}`
            : 'Your account has no role yet; ask your HR administrator.'}
        </Typography>
      </Box>
      {user && role !== SUPER_ADMIN_ROLE && <AttendanceCard />}
      <SummaryCards privileges={privileges} />
      {groups.length === 0 ? (
        <Typography color="text.secondary">
          There is nothing in the menu for your role yet.
        </Typography>
      ) : (
        <SectionCards groups={groups} />
      )}
    </Stack>
  );
};
