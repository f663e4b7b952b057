/**
 * The employee wizard (spec part 2 §2, §4): 'Create Employee' or 'Edit Employee', the breadcrumb,
 * and a three-step stepper (Primary Details, Personal Details, Additional Details) whose completed
 * steps show a check mark.
 *
 * The employee in hand is the one of `?id=`. Step 1 creates the sign-in account and its blank
 * employee once, then replaces the address with `?id=<new employee>`, so a reload, a trip to
 * Manage Attributes or Previous Step never registers a second user. An employee whose details were
 * never saved (no first name) is resumed as a create; any other `?id=` is an edit, starting at
 * step 2 with every form prefilled and the update calls. Editing, a holder of GET_AUDIT_LOG sees
 * the employee's History panel below the steps. When the employee cannot be fetched by id, the
 * spec's words say why (CANNOT_FETCH).
 */
import { Alert, Box, Card, CardContent, Skeleton, Step, StepLabel, Stepper } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HistoryPanel } from '../../../src/admin/audit/HistoryPanel.tsx';
import { useMenuEntry } from '../../../src/admin/layout/menuEntry.ts';
import { AccessDenied } from '../../../src/admin/components/AccessDenied.tsx';
import { useErrorMessage } from '../../../src/admin/providers/errors.ts';
import { PageTitle } from '../../../src/admin/schema/list/Breadcrumb.tsx';
import { usePrivileges } from '../../../src/admin/schema/form/usePrivileges.ts';
import { wizardApi, type Employee } from './api.ts';
import { PersonalStep, WIZARD_ROUTE } from './PersonalStep.tsx';
import { PrimaryStep, type CreatedAccount } from './PrimaryStep.tsx';
import { RecordsStep } from './RecordsStep.tsx';

export const LIST_ROUTE = '/employee/employee-list';
/**
 * Spec part 1 §6: the employee to edit could not be fetched by id (any refusal but "not found");
 * the catalogue key of its words.
 */
const CANNOT_FETCH = 'charter.employees.wizard.cannot_fetch';
/** The steps' catalogue keys: Primary Details, Personal Details, Additional Details. */
const STEPS = ['primary', 'personal', 'additional'].map(
  (s) => `charter.employees.wizard.steps.${s}`,
);

/** The organisation chosen at step 1, kept for the session so departments stay filtered. */
const orgKey = (employeeId: number) => `employee-wizard-org:${employeeId}`;
const rememberedOrg = (employeeId: number) => {
  const v = Number(window.sessionStorage.getItem(orgKey(employeeId)));
  return Number.isInteger(v) && v > 0 ? v : undefined;
};

type Loaded = { employee: Employee; organizationId?: number; editing: boolean };

export default function EmployeeWizard() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { canDo } = usePrivileges();
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const [loaded, setLoaded] = useState<Loaded>();
  // The failure when the employee is gone (its words follow the language); else CANNOT_FETCH.
  const [loadError, setLoadError] = useState<unknown>();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (id === undefined) {
      // A fresh create (e.g. the menu's link while another employee was open).
      setLoaded(undefined);
      setStep(0);
      return;
    }
    if (loaded?.employee.employeeId === id) return;
    let live = true;
    setLoadError(undefined);
    wizardApi.employee(id).then(
      ({ employee, organizationId }) => {
        if (!live) return;
        const editing = Boolean(employee.firstName);
        setLoaded({ employee, organizationId: organizationId ?? rememberedOrg(id), editing });
        setStep((s) => (s === 0 ? 1 : s));
      },
      (error) => {
        if (!live) return;
        const gone = (error as { status?: number }).status === 404;
        setLoadError(gone ? (error ?? CANNOT_FETCH) : CANNOT_FETCH);
      },
    );
    return () => {
      live = false;
    };
  }, [id, loaded]);

  const editing = loaded?.editing ?? false;
  // Editing belongs to the employee list, whatever the shared create-update route says.
  useMenuEntry(editing ? LIST_ROUTE : undefined);
  const title = translate(`charter.employees.wizard.${editing ? 'edit_title' : 'create_title'}`);
  const allowed = id === undefined ? canDo('user', 'create') : canDo('employee', 'update');

  const created = (account: CreatedAccount) => {
    try {
      window.sessionStorage.setItem(orgKey(account.employeeId), String(account.organizationId));
    } catch {
      // Without storage the departments are simply not filtered after a reload.
    }
    setParams({ id: String(account.employeeId) }, { replace: true });
  };
  const email = loaded?.employee.user?.email;
  const userId = loaded?.employee.user?.userId;
  const organizationId = loaded?.organizationId;
  const hasLoaded = loaded !== undefined;
  // Stable, so step 1 does not fetch its lookups again on every change of the employee.
  const account = useMemo(
    () => (hasLoaded ? { email, organizationId, userId } : undefined),
    [hasLoaded, email, organizationId, userId],
  );
  const changed = (employee: Employee) => setLoaded((l) => (l ? { ...l, employee } : l));

  if (!allowed) {
    return (
      <AccessDenied
        message={translate(
          `charter.employees.wizard.${id === undefined ? 'no_create' : 'no_update'}`,
        )}
      />
    );
  }
  let body;
  if (loadError) {
    body = (
      <Alert severity="error">
        {loadError === CANNOT_FETCH ? translate(CANNOT_FETCH) : errorText(loadError)}
      </Alert>
    );
  } else if (id !== undefined && loaded?.employee.employeeId !== id) {
    body = (
      <Skeleton
        variant="rounded"
        height={320}
        aria-label={translate('charter.employees.wizard.loading')}
      />
    );
  } else if (step === 0 || !loaded) {
    body = <PrimaryStep account={account} onCreated={created} onNext={() => setStep(1)} />;
  } else if (step === 1) {
    body = (
      <PersonalStep
        key={loaded.employee.employeeId}
        employee={loaded.employee}
        organizationId={loaded.organizationId}
        editing={editing}
        onSaved={changed}
        onPrevious={() => setStep(0)}
        onNext={() => setStep(2)}
        onSaveAll={() => navigate(LIST_ROUTE)}
      />
    );
  } else {
    body = (
      <RecordsStep
        employee={loaded.employee}
        onChanged={changed}
        onPrevious={() => setStep(1)}
        onDone={() => navigate(LIST_ROUTE)}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageTitle title={title} />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label, i) => (
          <Step key={label} completed={i < step}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>{body}</CardContent>
      </Card>
      {editing && allowed && <HistoryPanel resource="employee" recordId={id} maxWidth="none" />}
    </Box>
  );
}

export { WIZARD_ROUTE };
