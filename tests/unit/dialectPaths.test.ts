// The generator's check of the dialect's free-text expressions (scripts/generate/paths.ts): each kind
// of expression, taken from a real schema, passes when it resolves and fails with the file, the
// keyword path, the expression and the reason when it names something that is not there.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError, loadSchemas, validateDialect } from '../../scripts/generate/core.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const real = loadSchemas(path.join(ROOT, 'schemas'));

// Loose on purpose: each case edits a deep corner of a real schema.
type Json = Record<string, any>;

/** The dialect errors of the real schemas after `edit` changes a copy of one of them. */
function errorsAfter(stem: string, edit: (schema: Json) => void): string[] {
  const loaded = structuredClone(real);
  const entry = loaded.find((l) => l.stem === stem);
  if (!entry?.schema) throw new Error(`no schema ${stem}`);
  edit(entry.schema as Json);
  return validateDialect(loaded).map(formatError);
}

const file = (stem: string) =>
  `${path.relative(process.cwd(), path.join(ROOT, 'schemas'))}/${stem}.schema.json`;

type Case = [
  kind: string,
  stem: string,
  good: (s: Json) => void,
  bad: (s: Json) => void,
  ...errors: string[],
];

const rowActions = (s: Json) => s['x-list'].rowActions;
const cells = (s: Json) => s['x-list'].cells;
const fields = (s: Json) => s['x-form'].fields;

const cases: Case[] = [
  [
    'a row action hiddenIf (record path)',
    'branch',
    (s) => (rowActions(s).assign.hiddenIf = 'record.organizations.0.organizationName'),
    (s) => (rowActions(s).assign.hiddenIf = 'record.organisations.0'),
    'x-list.rowActions.assign.hiddenIf "record.organisations.0": "organisations" is not a property of the record',
  ],
  [
    'a row action visibleIf (its source)',
    'branch',
    (s) => (rowActions(s).remove.visibleIf = 'filter.organizationId'),
    (s) => (rowActions(s).remove.visibleIf = 'row.organizations.0'),
    'x-list.rowActions.remove.visibleIf "row.organizations.0": must be choice, record.<path> or filter.<key>',
  ],
  [
    'a row action params value (record path inside a list)',
    'branch',
    (s) => (rowActions(s).remove.params.organizationId = 'record.organizations.0.organizationId'),
    (s) => (rowActions(s).remove.params.organizationId = 'record.organizations.0.organisationId'),
    'x-list.rowActions.remove.params.organizationId "record.organizations.0.organisationId": "organisationId" is not a property of organizations.0',
  ],
  [
    'a row action params value (choice)',
    'branch',
    (s) => (rowActions(s).assign.params.organizationId = 'choice'),
    (s) => (rowActions(s).remove.params.organizationId = 'choice'),
    `x-list.rowActions.remove.params.organizationId "choice": only an assign action's params have a choice`,
  ],
  [
    'a row action params key (a placeholder of its x-api path)',
    'branch',
    (s) => (rowActions(s).assign.params = { organizationId: 'choice' }),
    (s) => (rowActions(s).assign.params = { organizationId: 'choice', orgId: 'choice' }),
    'x-list.rowActions.assign.params "orgId": not a placeholder of x-api.assign.path "/branch/{organizationId}/assignBranch/{branchId}"',
  ],
  [
    'a row action x-api placeholder the record must fill',
    'branch',
    (s) => (s['x-api'].assign.path = '/branch/{organizationId}/assignBranch/{branchName}'),
    (s) => (s['x-api'].assign.path = '/branch/{organizationId}/assignBranch/{branchID}'),
    'x-list.rowActions.assign "{branchID}": x-api.assign.path needs it; no params entry fills it and "branchID" is not a property of the record',
  ],
  [
    'a row action optionsFilter value (filter key)',
    'department',
    (s) => (rowActions(s).assignBranch.optionsFilter.organizationId = 'filter.organizationId'),
    (s) => (rowActions(s).assignBranch.optionsFilter.organizationId = 'filter.organisationId'),
    `x-list.rowActions.assignBranch.optionsFilter.organizationId "filter.organisationId": the list's filter holds "organizationId", not "organisationId"`,
  ],
  [
    'a row action optionText (a property of its reference)',
    'department',
    (s) => (rowActions(s).assignBranch.optionText = 'branchId'),
    (s) => (rowActions(s).assignBranch.optionText = 'name'),
    'x-list.rowActions.assignBranch.optionText "name": "name" is not a property of branch',
  ],
  [
    'a row action route template',
    'leaveRequest',
    (s) => (rowActions(s).info.to = '/leave-info/{employeeId}?leave={id}'),
    (s) => (rowActions(s).info.to = '/leave-info/{employeID}'),
    'x-list.rowActions.info.to "/leave-info/{employeID}": "employeID" is not a property of the record',
  ],
  [
    'a cell path',
    'department',
    (s) => (cells(s).organizations.path = 'length'),
    (s) => (cells(s).organizations.path = '0.organisationName'),
    'x-list.cells.organizations.path "0.organisationName": "organisationName" is not a property of organizations.0',
  ],
  [
    'a cell path into a list',
    'department',
    (s) => (cells(s).branches.path = '0.branchId'),
    (s) => (cells(s).branches.path = 'branchName'),
    'x-list.cells.branches.path "branchName": branches is a list: "branchName" is neither an index nor length',
  ],
  [
    'a cell route template',
    'employee',
    (s) => (cells(s).firstName.to = '/employee-info/{user.email}?id={employeeId}'),
    (s) => (cells(s).firstName.to = '/employee-info/{firstname}?id={employeeId}'),
    'x-list.cells.firstName.to "/employee-info/{firstname}?id={employeeId}": "firstname" is not a property of the record',
  ],
  [
    'a cell initials',
    'employee',
    (s) => (cells(s).profileImage.initials = ['lastName', 'firstName']),
    (s) => (cells(s).profileImage.initials = ['firstName', 'lastNmae']),
    'x-list.cells.profileImage.initials "lastNmae": "lastNmae" is not a property of employee',
  ],
  [
    'a cell chip whenEmpty',
    'employee',
    (s) => (cells(s).firstName.chip.whenEmpty = 'lastName'),
    (s) => (cells(s).firstName.chip.whenEmpty = 'fristName'),
    'x-list.cells.firstName.chip.whenEmpty "fristName": "fristName" is not a property of employee',
  ],
  [
    'the filter source (a placeholder of its action)',
    'department',
    () => undefined,
    (s) => (s['x-list'].filter.source = 'orgId'),
    'x-list.filter.source "orgId": not a placeholder of x-api.ofOrganization.path "/organization/{organizationId}", so the chosen record cannot reach the server',
    // The branch picker's filter read the old key, so it is wrong too.
    `x-list.rowActions.assignBranch.optionsFilter.organizationId "filter.organizationId": the list's filter holds "orgId", not "organizationId"`,
  ],
  [
    'the filter optionText',
    'department',
    (s) => (s['x-list'].filter.optionText = 'organizationDescription'),
    (s) => (s['x-list'].filter.optionText = 'organisationName'),
    'x-list.filter.optionText "organisationName": "organisationName" is not a property of organization',
  ],
  [
    'a view params value (route segment)',
    'leaveRequest',
    (s) => (s['x-list'].views.employee.route = '/leave-info/:employeeId/all'),
    (s) => (s['x-list'].views.employee.params.employeeId = 'route.empId'),
    'x-list.views.employee.params.employeeId "route.empId": the route "/leave-info/:employeeId" has no :empId segment',
  ],
  [
    'a view params value (session field)',
    'leaveRequest',
    (s) => (s['x-list'].views.mine.params.employeeId = 'session.employeeId'),
    (s) => (s['x-list'].views.mine.params.employeeId = 'session.employeeID'),
    'x-list.views.mine.params.employeeId "session.employeeID": the session has userId, employeeId, employeeCode, managerId, not "employeeID"',
  ],
  [
    "a view's operation placeholder without params",
    'leaveRequest',
    (s) =>
      (s['x-list'].views.mine.params = { employeeId: 'session.employeeId', year: 'route.y' }) &&
      (s['x-list'].views.mine.route = '/leave/:y'),
    (s) => (s['x-list'].views.mine.params = {}),
    'x-list.views.mine "{employeeId}": a placeholder of x-api.ofEmployee.path with no params entry',
  ],
  [
    'a form params value (session field)',
    'leaveRequest',
    () => undefined,
    (s) => (s['x-form'].params.employeeId = 'session.employeId'),
    'x-form.params.employeeId "session.employeId": the session has userId, employeeId, employeeCode, managerId, not "employeId"',
  ],
  [
    'a form params key (a placeholder of create or update)',
    'leaveRequest',
    () => undefined,
    (s) => (s['x-form'].params = { employeeId: 'session.employeeId', empId: 'session.employeeId' }),
    'x-form.params "empId": not a placeholder of x-api.create.path or x-api.update.path',
  ],
  [
    'a reference widget initialFrom',
    'branch',
    (s) => (fields(s).organizationId.initialFrom = 'organizationId'),
    (s) => (fields(s).organizationId.initialFrom = 'organizations.0.organisationId'),
    'x-form.fields.organizationId.initialFrom "organizations.0.organisationId": "organisationId" is not a property of organizations.0',
  ],
  [
    'a reference widget optionLabel',
    'holiday',
    (s) => (fields(s).organizationId.optionLabel = 'organizationDescription'),
    (s) => (fields(s).organizationId.optionLabel = 'name'),
    'x-form.fields.organizationId.optionLabel "name": "name" is not a property of organization',
  ],
  [
    'a reference widget valueField',
    'leaveRequest',
    (s) => (fields(s).leaveType.valueField = 'leaveTypeId'),
    (s) => (fields(s).leaveType.valueField = 'leavetype'),
    'x-form.fields.leaveType.valueField "leavetype": "leavetype" is not a property of leaveType',
  ],
  [
    'an employee search labelFrom',
    'department',
    (s) => (fields(s).managerId.labelFrom = ['managerLastName']),
    (s) => (fields(s).managerId.labelFrom = ['managerFirstName', 'managerSurname']),
    'x-form.fields.managerId.labelFrom "managerSurname": "managerSurname" is not a property of department',
  ],
  [
    'an employee search operation',
    'department',
    () => undefined,
    (s) => (fields(s).managerId.operation = 'searchByNmae'),
    'x-form.fields.managerId.operation "searchByNmae": not an x-api operation of employee',
  ],
];

describe('free-text expressions of the dialect', () => {
  it('every real schema passes as it is', () => {
    expect(validateDialect(real).map(formatError)).toEqual([]);
  });

  it.each(cases)('%s: a good one passes', (_kind, stem, good) => {
    expect(errorsAfter(stem, good)).toEqual([]);
  });

  it.each(cases)(
    '%s: a wrong one fails with the file, the key and the reason',
    (_kind, stem, _good, bad, ...errors) => {
      expect(errorsAfter(stem, bad)).toEqual(errors.map((e) => `${file(stem)}: ${e}`));
    },
  );
});
