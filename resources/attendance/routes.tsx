/**
 * The attendance screens (spec part 2 §2): /attendence/Configure-Attendence, loaded on first visit
 * so the shell does not carry it. The dashboard card lives in AttendanceCard.tsx.
 */
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ShellRoute } from '../../src/admin/lazyRoute.tsx';

const ConfigureAttendance = lazy(() => import('./ConfigureAttendance.tsx'));

export const CONFIGURE_ATTENDANCE_PATH = '/attendence/Configure-Attendence';

/** The chunk's wait, named in the user's language. */
const Loading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};

export const routes: ShellRoute[] = [
  {
    path: CONFIGURE_ATTENDANCE_PATH,
    element: (
      <Suspense fallback={<Loading />}>
        <ConfigureAttendance />
      </Suspense>
    ),
  },
];
