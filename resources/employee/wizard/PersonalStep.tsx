/**
 * Step 2, Personal Info / Edit Personal Info (spec part 2 §2, §3, §5): the photo panel, Manage
 * Attributes, the personal fields, Skills and Designations, and Previous Step, Save All Changes and
 * Next Step (Update Additional Details when editing). Both save buttons save the details first: EM3
 * the first time, EM7 afterwards. A refusal keeps every value and shows the server's message. Both
 * are busy from the click on, before the check, so two quick clicks send one request (issue #21 §3).
 */
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { progress, toastError } from '../../../src/admin/notifications/toast.ts';
import { useErrorMessage, useServerText } from '../../../src/admin/providers/errors.ts';
import { privilegesOf, useSessionUser } from '../../../src/admin/providers/session.ts';
import { seesSensitive } from '../../../src/shared/sensitive.ts';
import { usePrivileges } from '../../../src/admin/schema/form/usePrivileges.ts';
import { wizardApi, type Employee, type Named } from './api.ts';
import { NameChips } from './NameChips.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import {
  checkPersonal,
  detailsBody,
  fromEmployee,
  loadDraft,
  saveDraft,
  untouchedMasked,
  type PersonalDraft,
} from './personalForm.ts';
import { STEP_ACTIONS } from './layout.ts';
import { PhotoPanel } from './PhotoPanel.tsx';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';
import { useCheckedForm } from './useCheckedForm.ts';

export const ATTRIBUTES_ROUTE = '/employee/employee-attributes';
export const WIZARD_ROUTE = '/employee/employee-create-update';

export type PersonalStepProps = {
  employee: Employee;
  organizationId?: number;
  editing: boolean;
  onSaved: (employee: Employee) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSaveAll: () => void;
};

export function PersonalStep(props: PersonalStepProps) {
  const { employee, organizationId, editing, onSaved, onPrevious, onNext, onSaveAll } = props;
  const id = employee.employeeId;
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { canDo } = usePrivileges();
  const user = useSessionUser();
  // Someone else's identity numbers and salary arrive masked unless the caller may read them.
  const masked = !seesSensitive(privilegesOf(user), user?.employeeId, id);
  const before = useRef(fromEmployee(employee)).current;
  const start = useRef(loadDraft(id) ?? before).current;
  const form = useCheckedForm(start.values, (values) =>
    checkPersonal(values, translate, untouchedMasked(values, before, masked)),
  );
  const [attributes, setAttributes] = useState(start.attributes);
  const [skills, setSkills] = useState(start.skills);
  const [designations, setDesignations] = useState(start.designations);
  const [departments, setDepartments] = useState<Named[]>();
  const [attributeKeys, setAttributeKeys] = useState<string[]>([]);
  // `busy` from the click on (the buttons); `saving` once the request is under way (the inputs).
  const { pending: busy, run } = useSingleFlight();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [photo, setPhoto] = useState(employee.profileImage);

  useEffect(() => {
    let live = true;
    wizardApi.departments(organizationId).then(
      (rows) => live && setDepartments(rows),
      () => live && setDepartments([]),
    );
    wizardApi.attributeKeys().then(
      (keys) => live && setAttributeKeys(keys),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [organizationId]);

  const draft: PersonalDraft = { values: form.values, attributes, skills, designations };
  useEffect(() => {
    if (form.dirty || draft.skills !== start.skills || draft.designations !== start.designations)
      saveDraft(id, draft);
  });

  const save = async (then: () => void) => {
    setRefusal(undefined);
    if (!(await form.validateAll())) return;
    const first = !employee.firstName;
    const key = `wizard-details-${id}`;
    setSaving(true);
    notify(translate(`charter.employees.wizard.${first ? 'adding' : 'updating'}`), progress(key));
    try {
      const body = detailsBody(
        draft,
        attributeKeys,
        before,
        untouchedMasked(draft.values, before, masked),
      );
      const saved = await wizardApi.saveDetails(id, body, first);
      notify(serverText(saved.message) ?? translate('charter.employees.personal.saved'), {
        type: 'success',
        toastKey: key,
      });
      saveDraft(id, undefined);
      onSaved(saved.employee);
      then();
    } catch (error) {
      toastError(notify, error, key);
      setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate(`charter.employees.personal.${editing ? 'edit_title' : 'title'}`)}
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <PhotoPanel
            employeeId={id}
            stored={photo}
            editing={editing}
            onUploaded={(url) => {
              setPhoto(url);
              onSaved({ ...employee, profileImage: url });
            }}
          />
          <Button
            variant="outlined"
            onClick={() => {
              saveDraft(id, draft);
              navigate(ATTRIBUTES_ROUTE, { state: { from: `${WIZARD_ROUTE}?id=${id}` } });
            }}
            disabled={!canDo('employeeAttribute', 'list')}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {translate('charter.employees.personal.manage_attributes')}
          </Button>
        </Stack>
        <Box sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          <PersonalFields
            form={form}
            departments={departments}
            attributeKeys={attributeKeys}
            attributes={attributes}
            onAttribute={(k, v) => setAttributes((a) => ({ ...a, [k]: v }))}
            disabled={saving}
            masked={masked}
          />
        </Box>
      </Stack>
      <Divider />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NameChips kind="skill" names={skills} onChange={setSkills} disabled={saving} />
        <NameChips
          kind="designation"
          names={designations}
          onChange={setDesignations}
          disabled={saving}
        />
      </Box>
      <Box sx={STEP_ACTIONS}>
        <Button onClick={onPrevious} disabled={busy}>
          {translate('charter.employees.wizard.previous_step')}
        </Button>
        <Button variant="outlined" onClick={() => void run(() => save(onSaveAll))} loading={busy}>
          {translate('charter.employees.wizard.save_all')}
        </Button>
        <Button variant="contained" onClick={() => void run(() => save(onNext))} loading={busy}>
          {editing
            ? translate('charter.employees.personal.update_additional')
            : translate('charter.employees.wizard.next_step')}
        </Button>
      </Box>
    </Stack>
  );
}
