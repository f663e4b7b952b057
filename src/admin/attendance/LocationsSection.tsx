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
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { progress } from '../notifications/toast.ts';
import { errorMessage, GENERIC_ERROR } from '../providers/errors.ts';
import {
  deleteLocation,
  fetchLocations,
  type AttendanceLocation,
  type LocationPage,
} from './api.ts';
import { LocationForm } from './LocationForm.tsx';
import { useCan } from './useCan.ts';
import { Pager } from '../schema/list/PrevNextPagination.tsx';

export const PAGE_SIZE = 2;
type NavState = { editLocation?: AttendanceLocation } | null;

export const LocationsSection = () => {
  const can = useCan();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const editing = (state as NavState)?.editLocation ?? null;
  const [page, setPage] = useState(0);
  const [data, setData] = useState<LocationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [toDelete, setToDelete] = useState<AttendanceLocation | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const next = await fetchLocations(page, PAGE_SIZE);
      if (next.content.length === 0 && page > 0) return setPage(page - 1);
      setData(next);
    } catch {
      setFailed(true);
      notify('Failed to fetch locations.', { type: 'error', toastKey: 'locations-load' });
    }
  }, [page, notify]);
  useEffect(() => void load(), [load]);

  const leaveEdit = () => navigate(pathname, { replace: true, state: null });

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    notify('Deleting...', progress('location-delete'));
    try {
      const res = await deleteLocation(toDelete.attendanceLocationId);
      notify(res.message, { type: 'success', toastKey: 'location-delete' });
      if (editing?.attendanceLocationId === toDelete.attendanceLocationId) leaveEdit();
      setToDelete(null);
      await load();
    } catch (error) {
      const text = errorMessage(error);
      notify(text === GENERIC_ERROR ? 'Failed to delete Attendence location' : text, {
        type: 'error',
        toastKey: 'location-delete',
      });
    } finally {
      setDeleting(false);
    }
  };

  const pages = Math.max(1, data?.totalPages ?? 1);
  const showForm = editing ? can('UPDATE_ATTENDANCE_LOCATION') : can('ADD_ATTENDANCE_LOCATION');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="locations-title" sx={{ p: 2.5 }}>
      <Typography id="locations-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Attendance Locations
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
            <Alert severity="error" action={<Button onClick={() => void load()}>Retry</Button>}>
              Failed to fetch locations.
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
            <Typography color="text.secondary">No attendance locations found</Typography>
          )}
          {data && data.content.length > 0 && (
            <List aria-label="Attendance locations" disablePadding>
              {data.content.map((loc) => (
                <ListItem
                  key={loc.attendanceLocationId}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      {can('UPDATE_ATTENDANCE_LOCATION') && (
                        <Button
                          size="small"
                          aria-label={`Edit ${loc.attendanceLocation}`}
                          onClick={() => navigate(pathname, { state: { editLocation: loc } })}
                        >
                          Edit
                        </Button>
                      )}
                      {can('DELETE_ATTENDANCE_LOCATION') && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Delete ${loc.attendanceLocation}`}
                          onClick={() => setToDelete(loc)}
                        >
                          Delete
                        </Button>
                      )}
                    </Stack>
                  }
                  sx={{ pr: 20, minHeight: 72 }}
                >
                  <ListItemText
                    primary={loc.attendanceLocation}
                    secondary={`${loc.latitude}, ${loc.longitude} · elevation ${loc.elevation} m`}
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
        title="Are You Sure?"
        message={`${toDelete?.attendanceLocation ?? 'This location'} will no longer be a place to clock in.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        loading={deleting}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
};
