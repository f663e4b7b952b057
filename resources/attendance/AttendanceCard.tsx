/**
 * The dashboard attendance card (spec part 2 §2, §4, §5, §8): 'Checked in' or 'Yet to Check-in', a
 * clock refreshing every second, Fetch Location, then Clock In or Clock Out. Clocking needs a fetched
 * location ('Please fetch your location before checking in.'); toasts are the spec's words, and a
 * refused clock-in or clock-out shows the server's reason. A clock-out before the shift is over asks
 * to confirm with the time left (issue #23 §3) and is then recorded with the minutes missing, which
 * the card shows beside today's clock-out. Once the day's clock-out is recorded the card says the
 * day is done, with both times, and offers nothing more until tomorrow: the server takes one
 * clock-in a day (issue #37). Not rendered for SuperAdmin (Dashboard). On a phone the
 * actions are full width, and Clock In/Out is one tap that fetches the location when it is not
 * fresh (useClockActions.ts, issue #21 §1). Words through the catalogue, dates and numbers through
 * useFormat() (issue #21 §2).
 */
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../src/admin/components/ConfirmDialog.tsx';
import { useFormat } from '../../src/admin/i18n/format.ts';
import { useSessionUser } from '../../src/admin/providers/session.ts';
import { useClockActions } from './useClockActions.ts';
import { formatMissing, formatWorked, useClockStatus } from './useClockStatus.ts';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
/** The recorded wall-clock time, 24-hour, as the server wrote it (no zone). */
const CLOCKED: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
/** Coordinates as sent: up to six decimals, never grouped. */
const COORD: Intl.NumberFormatOptions = { maximumFractionDigits: 6, useGrouping: false };

/** `…T17:05:12.123` → the same wall-clock time as a Date, or null. */
const wallClock = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return m ? new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) : null;
};

/** Full width on phones, so the thumb finds them; at least 44 px high (issue #21 §1). */
const actionSx = { minHeight: 44, width: { xs: '100%', sm: 'auto' } } as const;

export const AttendanceCard = () => {
  const user = useSessionUser();
  const translate = useTranslate();
  const format = useFormat();
  const { status, failed, now, workedSeconds, done, reload } = useClockStatus(user?.userId);
  const clockedIn = status?.isUserClockedIn === true;
  const { fix, busy, early, fetchLocation, clock, dismissEarly } = useClockActions(
    clockedIn,
    reload,
  );
  const position = fix?.position ?? null;
  const coord = (n: number) => format.number(n, COORD);

  /** A recorded time as 17:05 in the chosen language. */
  const recorded = (iso: string) => {
    const at = wallClock(iso);
    return at ? format.date(at, CLOCKED) : iso;
  };

  // The status line's lines: the time worked so far, or the finished day's two times.
  let summary: string[] = [' '];
  if (clockedIn)
    summary = [translate('charter.attendance.worked', { time: formatWorked(workedSeconds) })];
  else if (done?.clockOutTime) {
    const time = recorded(done.clockOutTime);
    summary = [
      ...(done.clockInTime
        ? [translate('charter.attendance.clocked_in_at', { time: recorded(done.clockInTime) })]
        : []),
      done.missingMinutes
        ? translate('charter.attendance.clocked_out_missing', {
            time,
            missing: formatMissing(done.missingMinutes),
          })
        : translate('charter.attendance.clocked_out', { time }),
    ];
  }
  const state = clockedIn ? 'checked_in' : done ? 'day_done' : 'yet_to_check_in';

  return (
    <Card variant="outlined" component="section" aria-labelledby="attendance-card-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography id="attendance-card-title" variant="h6" component="h2">
              {translate('charter.attendance.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {format.date(now, DATE)}
            </Typography>
            <Typography
              role="timer"
              aria-label={translate('charter.attendance.current_time')}
              sx={{ fontSize: '2rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {format.date(now, TIME)}
            </Typography>
          </Box>
          <Box sx={{ minWidth: { sm: 180 }, textAlign: { sm: 'right' } }}>
            {status ? (
              <Chip
                label={translate(`charter.attendance.${state}`)}
                color={clockedIn ? 'success' : 'default'}
                variant={clockedIn ? 'filled' : 'outlined'}
                aria-live="polite"
              />
            ) : failed ? null : (
              <Skeleton variant="rounded" width={130} height={32} sx={{ ml: { sm: 'auto' } }} />
            )}
            <Box sx={{ mt: 1, minHeight: 20 }}>
              {summary.map((line) => (
                <Typography key={line} variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
        </Stack>

        {failed && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate('charter.attendance.retry')}
              </Button>
            }
          >
            {translate('charter.attendance.status_failed')}
          </Alert>
        )}

        {done ? (
          // One clock-in a day: nothing to offer until tomorrow (the server would refuse it).
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('charter.attendance.day_done_hint')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {position
                ? position.elevation != null
                  ? translate('charter.attendance.your_location_elevation', {
                      latitude: coord(position.latitude),
                      longitude: coord(position.longitude),
                      elevation: coord(position.elevation),
                    })
                  : translate('charter.attendance.your_location', {
                      latitude: coord(position.latitude),
                      longitude: coord(position.longitude),
                    })
                : translate('charter.attendance.location_hint')}
            </Typography>
            {/* Clock In/Out first: one tap fetches the location when needed and clocks. */}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}
            >
              <Button
                variant="contained"
                color={clockedIn ? 'secondary' : 'primary'}
                startIcon={clockedIn ? <LogoutIcon /> : <LoginIcon />}
                onClick={() => void clock(false)}
                loading={busy === 'clock'}
                disabled={!status || busy === 'locate'}
                sx={actionSx}
              >
                {translate(
                  clockedIn ? 'charter.attendance.clock_out' : 'charter.attendance.clock_in',
                )}
              </Button>
              <Button
                variant="outlined"
                startIcon={<MyLocationIcon />}
                onClick={() => void fetchLocation()}
                loading={busy === 'locate'}
                disabled={busy === 'clock'}
                sx={actionSx}
              >
                {translate('charter.attendance.fetch_location')}
              </Button>
            </Stack>
          </>
        )}
        <ConfirmDialog
          open={early !== null}
          title={translate('charter.attendance.early_title')}
          message={
            <>
              <span>{early}</span> {translate('charter.attendance.early_message')}
            </>
          }
          confirmLabel={translate('charter.attendance.early_confirm')}
          cancelLabel={translate('charter.attendance.early_cancel')}
          loading={busy === 'clock'}
          onConfirm={() => void clock(true)}
          onClose={dismissEarly}
        />
      </CardContent>
    </Card>
  );
};
