/**
 * Attendance locations (spec part 2 §2, §8, §9): two per page with Previous/Next, edit and delete
 * gated by their privileges, and the form beside the list. Edit mode is signalled by navigation
 * state (spec part 2 §4), so Back returns to adding. Toasts are the spec's words.
 */
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../src/admin/components/ConfirmDialog.tsx';
import { useFormat } from '../../src/admin/i18n/format.ts';
import { progress } from '../../src/admin/notifications/toast.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  useErrorMessage,
  useServerText,
} from '../../src/admin/providers/errors.ts';
import {
  deleteLocation,
  fetchLocations,
  type AttendanceLocation,
  type LocationPage,
} from './api.ts';
import { LocationForm } from './LocationForm.tsx';
import { useCan } from '../../src/admin/components/useCan.ts';
import { useSingleFlight } from '../../src/admin/components/useSingleFlight.ts';
import { Pager } from '../../src/admin/schema/list/PrevNextPagination.tsx';

export const PAGE_SIZE = 2;
/** A finger-sized target on a phone (issue #21 §1). */
const PHONE_TOUCH = { minHeight: { xs: 44, sm: 'auto' } } as const;
/** Coordinates as stored: up to six decimals, never grouped. */
const COORD: Intl.NumberFormatOptions = { maximumFractionDigits: 6, useGrouping: false };
type NavState = { editLocation?: AttendanceLocation } | null;

export const LocationsSection = () => {
  const can = useCan();
  const format = useFormat();
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const editing = (state as NavState)?.editLocation ?? null;
  const [page, setPage] = useState(0);
  const [data, setData] = useState<LocationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [toDelete, setToDelete] = useState<AttendanceLocation | null>(null);
  const { pending: deleting, run } = useSingleFlight();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const next = await fetchLocations(page, PAGE_SIZE);
      if (next.content.length === 0 && page > 0) return setPage(page - 1);
      setData(next);
    } catch {
      setFailed(true);
      notify(translate('charter.attendance.locations_failed'), {
        type: 'error',
        toastKey: 'locations-load',
      });
    }
  }, [page, notify, translate]);
  useEffect(() => void load(), [load]);

  const leaveEdit = () => navigate(pathname, { replace: true, state: null });

  const remove = (target: AttendanceLocation) =>
    run(async () => {
      notify(translate('charter.attendance.deleting'), progress('location-delete'));
      try {
        const res = await deleteLocation(target.attendanceLocationId);
        notify(serverText(res) ?? '', { type: 'success', toastKey: 'location-delete' });
        if (editing?.attendanceLocationId === target.attendanceLocationId) leaveEdit();
        setToDelete(null);
        await load();
      } catch (error) {
        notify(
          errorMessage(error) === GENERIC_ERROR
            ? translate('charter.attendance.location_delete_failed')
            : errorText(error),
          { type: 'error', toastKey: 'location-delete' },
        );
      }
    });

  const coord = (n: number) => format.number(n, COORD);
  const pages = Math.max(1, data?.totalPages ?? 1);
  const showForm = editing ? can('UPDATE_ATTENDANCE_LOCATION') : can('ADD_ATTENDANCE_LOCATION');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="locations-title" sx={{ p: 2.5 }}>
      <Typography id="locations-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('charter.attendance.locations_title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: showForm ? '1fr 1fr' : '1fr' },
        }}
      >
        <Box>
          {failed && (
            <Alert
              severity="error"
              action={
                <Button onClick={() => void load()}>{translate('charter.attendance.retry')}</Button>
              }
            >
              {translate('charter.attendance.locations_failed')}
            </Alert>
          )}
          {!data && !failed && (
            <Stack spacing={1} aria-busy="true">
              {Array.from({ length: PAGE_SIZE }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={72} />
              ))}
            </Stack>
          )}
          {data && data.content.length === 0 && (
            <Typography color="text.secondary">
              {translate('charter.attendance.locations_none')}
            </Typography>
          )}
          {data && data.content.length > 0 && (
            <List aria-label={translate('charter.attendance.locations_label')} disablePadding>
              {data.content.map((loc) => (
                <ListItem
                  key={loc.attendanceLocationId}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      {can('UPDATE_ATTENDANCE_LOCATION') && (
                        <Button
                          size="small"
                          sx={PHONE_TOUCH}
                          aria-label={translate('charter.attendance.edit_named', {
                            name: loc.attendanceLocation,
                          })}
                          onClick={() => navigate(pathname, { state: { editLocation: loc } })}
                        >
                          {translate('charter.attendance.edit')}
                        </Button>
                      )}
                      {can('DELETE_ATTENDANCE_LOCATION') && (
                        <Button
                          size="small"
                          sx={PHONE_TOUCH}
                          color="error"
                          aria-label={translate('charter.attendance.delete_named', {
                            name: loc.attendanceLocation,
                          })}
                          onClick={() => setToDelete(loc)}
                        >
                          {translate('charter.attendance.delete')}
                        </Button>
                      )}
                    </Stack>
                  }
                  sx={{ pr: 20, minHeight: 72 }}
                >
                  <ListItemText
                    primary={loc.attendanceLocation}
                    secondary={translate('charter.attendance.location_secondary', {
                      latitude: coord(loc.latitude),
                      longitude: coord(loc.longitude),
                      elevation: coord(loc.elevation),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Pager
            page={page + 1}
            pages={pages}
            total={data?.totalElements ?? 0}
            onPage={(p) => setPage(p - 1)}
          />
        </Box>
        {showForm && (
          <LocationForm
            editing={editing}
            onSaved={() => {
              if (editing) leaveEdit();
              void load();
            }}
            onCancel={leaveEdit}
          />
        )}
      </Box>
      <ConfirmDialog
        open={!!toDelete}
        title={translate('charter.attendance.are_you_sure')}
        message={translate('charter.attendance.location_delete_message', {
          name: toDelete?.attendanceLocation ?? translate('charter.attendance.this_location'),
        })}
        confirmLabel={translate('charter.attendance.delete')}
        cancelLabel={translate('charter.attendance.cancel')}
        danger
        loading={deleting}
        onConfirm={() => (toDelete ? remove(toDelete) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
};
