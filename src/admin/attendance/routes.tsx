/**
 * The attendance screens (spec part 2 §2): /attendence/Configure-Attendence, loaded on first visit
 * so the shell does not carry it. The dashboard card lives in AttendanceCard.tsx.
 */
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ShellRoute } from '../resources.tsx';

const ConfigureAttendance = lazy(() => import('./ConfigureAttendance.tsx'));

export const CONFIGURE_ATTENDANCE_PATH = '/attendence/Configure-Attendence';

const fallback = (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
    <CircularProgress aria-label="Loading" />
  </Box>
);

export const attendanceRoutes: ShellRoute[] = [
  {
    path: CONFIGURE_ATTENDANCE_PATH,
    element: (
      <Suspense fallback={fallback}>
        <ConfigureAttendance />
      </Suspense>
    ),
  },
];
