/**
 * / : a welcome with the signed-in person's name and role, the attendance card for every role
 * except SuperAdmin (spec part 1 §2, part 2 §6), the figure cards the user's privileges allow, and
 * a card per menu group they may open (the side bar's menu, as the server sent it; nothing is said
 * about it until it has arrived, and the side bar reports a failure).
 */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPER_ADMIN_ROLE } from '../../src/shared/privileges.ts';
import { AttendanceCard } from '../attendance/AttendanceCard.tsx';
import { SectionCards } from './SectionCards.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { useMenu } from '../../src/admin/layout/useMenu.ts';
import {
  fullNameOf,
  privilegesOf,
  roleNameOf,
  useSessionUser,
} from '../../src/admin/providers/session.ts';

export const Dashboard = () => {
  const user = useSessionUser();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`charter.dashboard.${key}`, options);
  const name = fullNameOf(user);
  const role = roleNameOf(user);
  const privileges = privilegesOf(user);
  const menu = useMenu();

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {name ? t('welcome', { name }) : t('welcome_anonymous')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {role ? t('signed_in_as', { role }) : t('no_role')}
        </Typography>
      </Box>
      {user && role !== SUPER_ADMIN_ROLE && <AttendanceCard />}
      <SummaryCards privileges={privileges} />
      {menu.status !== 'ready' ? null : menu.groups.length === 0 ? (
        <Typography color="text.secondary">{t('nothing_in_menu')}</Typography>
      ) : (
        <SectionCards groups={menu.groups} />
      )}
    </Stack>
  );
};
