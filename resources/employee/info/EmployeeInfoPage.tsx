/**
 * The employee info page (spec part 1 §2), /employee-info/:employeeName[?id=<employeeId>]: four
 * read-only sections of one employee. The id, when present, picks the exact record; otherwise the
 * first employee whose name matches is shown. 'No employee found' when nobody matches, with the
 * toast 'No employee with this name' (spec part 1 §8). Finding the employee shows them and toasts
 * nothing: the spec's 'Employee details retrieved Successfully' greeted a load (issue #37).
 */
import { Alert, Avatar, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { initialsOf } from '../../../src/admin/components/UserAvatar.tsx';
import { AccessDenied } from '../../../src/admin/components/AccessDenied.tsx';
import { useFormat } from '../../../src/admin/i18n/format.ts';
import { errorMessage, useErrorMessage } from '../../../src/admin/providers/errors.ts';
import { privilegesOf, useSessionUser } from '../../../src/admin/providers/session.ts';
import { seesSensitive } from '../../../src/shared/sensitive.ts';
import { Breadcrumb } from '../../../src/admin/schema/list/Breadcrumb.tsx';
import { RelatedRecords } from '../../../src/admin/schema/references/RelatedRecords.tsx';
import { InfoSection } from './InfoSection.tsx';
import { loadEmployee, NO_VIEW, type InfoEmployee } from './loadEmployee.ts';
import { sectionsOf } from './sections.ts';

type State =
  | { status: 'loading' }
  | { status: 'found'; employee: InfoEmployee }
  | { status: 'none' }
  | { status: 'failed'; message: string; error: unknown };

const EDIT_PRIVILEGE = 'UPDATE_EMPLOYEE_COMPANY_DETAILS';

export default function EmployeeInfoPage() {
  const { employeeName = '' } = useParams();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const employeeId = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const user = useSessionUser();
  const privileges = privilegesOf(user);
  const privilegeKey = privileges.join(',');
  const [state, setState] = useState<State>({ status: 'loading' });
  const notify = useNotify();
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const format = useFormat();
  // Read through a ref, so a change of language re-labels the page without loading it again.
  const say = useRef(translate);
  say.current = translate;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadEmployee(employeeName, employeeId, privilegeKey.split(',')).then(
      (employee) => {
        if (!live) return;
        setState(employee ? { status: 'found', employee } : { status: 'none' });
        // The page shows whom it found; only finding nobody is worth a toast (issue #37).
        if (!employee) notify(say.current('charter.employees.info.no_match'), { type: 'error' });
      },
      (error: unknown) =>
        live && setState({ status: 'failed', message: errorMessage(error), error }),
    );
    return () => {
      live = false;
    };
  }, [employeeName, employeeId, privilegeKey, notify]);

  const employee = state.status === 'found' ? state.employee : null;
  const editHref =
    employee && privileges.includes(EDIT_PRIVILEGE)
      ? `/employee/employee-create-update?id=${employee.employeeId}`
      : null;
  const name = employee ? [employee.firstName, employee.lastName].filter(Boolean).join(' ') : '';
  const photoAlt = name
    ? translate('charter.employees.info.photo_of', { name })
    : translate('charter.employees.info.photo_of_unnamed');
  // The server masks someone else's identity numbers, salary and account (sensitive.ts).
  const masked = !!employee && !seesSensitive(privileges, user?.employeeId, employee.employeeId);
  if (state.status === 'failed' && state.message === NO_VIEW)
    return <AccessDenied message={translate('charter.employees.info.no_view')} />;

  return (
    <Box sx={{ pt: 2, minWidth: 0 }}>
      <Breadcrumb current={translate('charter.employees.info.breadcrumb')} />
      {state.status === 'none' && (
        <Typography variant="h6" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate('charter.employees.info.no_employee')}
        </Typography>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorText(state.error)}
        </Alert>
      )}
      {(state.status === 'loading' || employee) && (
        <Stack spacing={2} aria-busy={state.status === 'loading'}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 56 }}>
            {employee ? (
              // The photo's signed link loads in an <img>; MUI shows the initials when there is
              // none or it fails to load.
              <Avatar
                src={employee.profileImage ?? undefined}
                alt={employee.profileImage ? photoAlt : undefined}
                // MUI's grey under the initials is 1.7:1; the theme's secondary passes 4.5:1.
                sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
              >
                {initialsOf(employee.firstName, employee.lastName)}
              </Avatar>
            ) : (
              <Skeleton variant="circular" width={40} height={40} />
            )}
            <Typography variant="h5" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {employee ? (
                name ||
                translate('charter.employees.info.employee_number', { id: employee.employeeId })
              ) : (
                <Skeleton width={220} sx={{ maxWidth: '60vw' }} />
              )}
            </Typography>
          </Stack>
          {sectionsOf(employee, masked, { translate, format }).map((section) => (
            <InfoSection
              key={section.title}
              title={section.title}
              fields={section.fields}
              loading={!employee}
              editHref={editHref}
            />
          ))}
          {employee && <RelatedRecords resource="employee" id={employee.employeeId} />}
        </Stack>
      )}
    </Box>
  );
}
