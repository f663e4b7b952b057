/**
 * Every sentence the server says, by a stable code (issue #21 §2). The server answers and throws BY
 * CODE (`serverMessage`, `HttpError`), so the English here is the only copy of each sentence: the
 * contract's words, which the body's `message` keeps byte for byte. The code (and the variable parts)
 * travel beside it in the `X-Message-Code` and `X-Message-Params` headers, and the console shows
 * `server.<code>` from its catalogue in the user's language (src/admin/i18n), falling back to the
 * body's sentence.
 *
 * Placeholders are polyglot's `%{name}`; a code's parameters are typed from its sentence, so a call
 * that forgets one (or names one the sentence lacks) does not compile. Texts that come from a schema
 * (a record's title) are parameters (`record.created` with `%{title}`), so the schema stays their
 * single source; `resource` names the schema for a console that translates titles.
 */
import type { AnyMessageParams } from './messageHeaders.ts';
import { TEMPORARY_PASSWORD_MESSAGE } from './passwords.ts';

export type { AnyMessageParams } from './messageHeaders.ts';

export const SERVER_MESSAGES = {
  // ---- sign-in, sessions, privileges
  'auth.forbidden': 'You do not have the privilege to do this.',
  'auth.invalid_credentials': 'Invalid email or password.',
  'auth.password_temporary': TEMPORARY_PASSWORD_MESSAGE,
  'auth.session_expired': 'Your session has expired. Please sign in again.',
  'auth.sign_in_required': 'Please sign in to continue.',
  'session.logged_in': 'Login successful',
  'session.profile_fetched': 'Profile fetched successfully',
  // ---- the request itself (framework, plugins)
  'request.body_empty': 'The request body is empty.',
  'request.body_invalid_json': 'The request body is not valid JSON.',
  'request.content_type': 'This content type is not accepted.',
  'request.database_unavailable': 'The database is unavailable. Please try again in a moment.',
  'request.failed': 'The request could not be processed.',
  'request.internal_error': 'Something went wrong.',
  'request.length_invalid': 'The request length is invalid.',
  'request.not_found': 'Not found.',
  'request.rate_limited': 'Too many requests. Please try again in %{seconds} seconds.',
  'request.too_large': 'The request is too large.',
  'request.too_many_files': 'The request has too many files.',
  'request.too_many_parts': 'The request has too many parts.',
  'request.unstorable_text': 'The request contains characters that cannot be stored.',
  'validation.failed': '%{message}',
  // ---- uploads and images
  'upload.file_too_large': 'File size must not exceed 5MB.',
  'upload.image_dimensions': 'The image dimensions are too large.',
  'upload.image_link_invalid': 'This image link is not valid.',
  'upload.image_type': 'Only JPEG and PNG images are allowed.',
  'upload.no_image': 'Please choose an image to upload.',
  'upload.select_image': 'Please Select an Image',
  // ---- records served from their schemas (the title is the schema's)
  'record.conflict': 'This %{lowerTitle} is still in use or refers to a missing record.',
  'record.created': '%{title} created successfully',
  'record.deleted': '%{title} deleted successfully',
  'record.duplicate': 'This %{lowerTitle} already exists.',
  'record.fetched': '%{title} fetched successfully',
  'record.in_use': 'This %{lowerTitle} is still in use.',
  'record.list_fetched': '%{title} list fetched successfully',
  'record.listed': '%{title}s fetched successfully',
  'record.not_found': '%{title} not found.',
  'record.reference_missing': '%{label} refers to a record that does not exist.',
  'record.updated': '%{title} updated successfully',
  // ---- simple-rest query parameters
  'query.filter_field': 'Cannot filter %{plural} by "%{field}".',
  'query.filter_object': 'filter must be a JSON object: {"field": value}.',
  'query.filter_q': 'filter.q must be a text of at most 200 characters.',
  'query.filter_too_many': 'filter.%{field} may list at most %{max} values.',
  'query.filter_value': 'filter.%{field} must be %{expected}.',
  'query.not_json': '%{name} must be JSON: %{shape}.',
  'query.ids': 'filter.id must be a whole number or a list of at most 100 of them.',
  'query.range': 'range must be a JSON array of two whole numbers: [first, last].',
  'query.sort': 'sort must be a JSON array: ["field","ASC" or "DESC"].',
  'query.sort_field': 'Cannot sort by "%{field}".',
  // ---- organisations, sub-organisations, departments, attributes
  'attribute.name_taken': 'An attribute with this name already exists.',
  'attribute.unknown': 'The attribute "%{key}" does not exist for this %{kind}.',
  'branch.assigned': 'Sub-organization assigned to the organization successfully',
  'branch.created': 'Sub-organization created successfully',
  'branch.deleted': 'Sub-organization deleted successfully',
  'branch.departments_fetched': 'Departments fetched successfully',
  'branch.list_fetched': 'Sub-organizations fetched successfully',
  'branch.name_taken': 'A sub-organization with this name already exists.',
  'branch.name_taken_in_organization':
    'A sub-organization with this name already exists in this organization.',
  'branch.not_found': 'Sub-organization not found.',
  'branch.unassigned': 'Sub-organization removed from the organization successfully',
  'branch.updated': 'Sub-organization updated successfully',
  'department.assigned_to_branch': 'Department assigned to sub-organization successfully',
  'department.assigned_to_organization': 'Department assigned to organization successfully',
  'department.created': 'Department created successfully',
  'department.deleted': 'Department deleted successfully',
  'department.employee_assigned': 'Employee assigned to department successfully',
  'department.employee_removed': 'Employee removed from department successfully',
  'department.employees_fetched': 'Employees fetched successfully',
  'department.missing_reference': 'A record this department refers to is missing.',
  'department.name_taken': 'A department with this name already exists.',
  'department.name_taken_in_branch':
    'A department with this name already exists in this sub-organization.',
  'department.name_taken_in_organization':
    'A department with this name already exists in this organization.',
  'department.not_found': 'Department not found.',
  'department.removed_from_branch': 'Department removed from sub-organization successfully',
  'department.removed_from_organization': 'Department removed from organization successfully',
  'department.unassigned_fetched': 'Unassigned departments fetched successfully',
  'department.updated': 'Department updated successfully',
  'manager.not_found': 'Manager not found.',
  'organization.created': 'Organization created successfully',
  'organization.data_not_json': 'organizationData is not valid JSON.',
  'organization.data_not_object': 'organizationData must be a JSON object.',
  'organization.data_too_large': 'The organization data is too large.',
  'organization.deleted': 'Organization deleted successfully',
  'organization.image_removed': 'Organization image removed successfully',
  'organization.image_uploaded': 'Organization image uploaded successfully',
  'organization.name_taken': 'An organization with this name already exists.',
  'organization.no_logo': 'This organization has no logo.',
  'organization.not_found': 'Organization not found.',
  'organization.updated': 'Organization updated successfully',
  'organization.upload_forbidden': 'You do not have the privilege to upload an organization image.',
  // ---- employees and their records
  'address.added': 'Address added successfully',
  'address.not_found': 'Address not found.',
  'address.removed': 'Address removed successfully',
  'address.updated': 'Address updated successfully',
  'bank_account.added': 'Bank account added successfully',
  'bank_account.none': 'This employee has no bank account',
  'bank_account.not_found': 'Account not found.',
  'bank_account.removed': 'Bank account removed successfully',
  'bank_account.updated': 'Bank account updated successfully',
  'emergency_contact.added': 'Emergency contact added successfully',
  'emergency_contact.list_fetched': 'Emergency contacts fetched successfully',
  'emergency_contact.none_found': 'No emergency contacts found',
  'emergency_contact.not_found': 'Emergency contact not found.',
  'employee.code_taken': 'An employee with this employee code already exists.',
  'employee.details_saved': 'Employee details saved successfully',
  'employee.fetched': 'Employee fetched successfully',
  'employee.image_uploaded': 'Image uploaded successfully',
  'employee.list_fetched': 'Employees fetched successfully',
  'employee.no_photo': 'This employee has no photo.',
  'employee.none_found': 'No employees found',
  'employee.not_found': 'Employee not found.',
  'employee.own_record_only': "You can only change your own employee record's details.",
  'employee.unknown_designation': 'Unknown designation: %{names}.',
  'employee.unknown_skill': 'Unknown skill: %{names}.',
  'employee.updated': 'Employee updated successfully',
  // ---- users, roles, passwords
  'password.changed': 'Password changed successfully',
  'password.changed_meanwhile': 'Your password was changed meanwhile. Please sign in again.',
  'password.changed_meanwhile_retry': 'The password was changed meanwhile. Please try again.',
  'password.logged_out_everywhere': 'Logged out of every session',
  'password.mismatch': 'Passwords do not match',
  'password.reset': 'Password reset successfully',
  'password.reset_own': 'You cannot reset your own password. Use Change password instead.',
  'password.reset_super_admin': 'Only a %{role} can reset the password of a %{role}.',
  'password.reset_wider_role':
    'You cannot reset the password of a user whose role holds privileges you do not hold.',
  'password.same': 'The new password must be different from the current password.',
  'password.wrong_current': 'The current password is incorrect.',
  'role.assigned': 'Role assigned successfully',
  'role.change_own': 'You cannot change your own role.',
  'role.changed': 'Role changed successfully',
  'role.created': 'Role created successfully',
  'role.deleted': 'Role deleted successfully',
  'role.grant_unheld': 'You cannot grant privileges you do not hold: %{privileges}.',
  'role.last_manager_delete': 'This is the last role able to manage roles; it cannot be deleted.',
  'role.last_manager_keep': 'This is the last role able to manage roles; it must keep UPDATE_ROLE.',
  'role.name_taken': 'A role with this name already exists.',
  'role.not_found': 'Role not found.',
  'role.not_held': 'The user does not hold the role to be replaced.',
  'role.own_change': 'You cannot change the role you hold.',
  'role.own_delete': 'You cannot delete the role you hold.',
  'role.rename_super_admin': 'A role cannot be renamed %{role}.',
  'role.super_admin_edit': 'The %{role} role cannot be edited.',
  'role.super_admin_create': 'The %{role} role cannot be created.',
  'role.super_admin_delete': 'The %{role} role cannot be deleted.',
  'role.super_admin_grant': 'Only a %{role} can give or take away the %{role} role.',
  'role.unknown': 'The role "%{role}" does not exist.',
  'role.unknown_privilege': 'Unknown privilege: %{privileges}.',
  'role.updated': 'Role updated successfully',
  'role.wider_than_caller': 'You cannot give a user a role with privileges you do not hold.',
  'user.activate_own': 'You cannot activate your own account.',
  'user.activate_super_admin': 'Only a %{role} can activate a %{role}.',
  'user.activated': 'User activated successfully',
  'user.create_super_admin': 'Only a %{role} can create a %{role} user.',
  'user.created': 'User created successfully',
  'user.deactivate_own': 'You cannot deactivate your own account.',
  'user.deactivate_super_admin': 'Only a %{role} can deactivate a %{role}.',
  'user.deactivated': 'User deactivated successfully',
  'user.delete_own': 'You cannot delete your own account.',
  'user.delete_super_admin': 'Only a %{role} can delete a %{role}.',
  'user.email_taken': 'A user with this email already exists.',
  'user.list_fetched': 'Users fetched successfully',
  'user.none_found': 'No users found',
  'user.not_found': 'User not found.',
  // ---- leave
  'holiday.date_taken': 'A holiday already exists on %{date}.',
  'leave.all_holidays': 'Every day between these dates is a public holiday.',
  'leave.already_decided': 'This leave request is already %{status}.',
  'leave.approve_own': 'You cannot approve or decline your own leave.',
  'leave.approved': 'LEAVE APPROVED SUCCESSFULLY',
  'leave.balance_fetched': 'Leave balance fetched successfully',
  'leave.balance_missing': 'No %{leaveType} leave balance exists for this employee.',
  'leave.balance_missing_for_request': 'No leave balance exists for this request.',
  'leave.balance_own_only': 'You may only see your own leave balance.',
  'leave.days_exceed_span':
    'Number of days cannot be more than the %{span} days between the dates.',
  'leave.days_exceed_working_one':
    'Number of days cannot be more than the %{working} working days between the dates (1 public holiday excluded).',
  'leave.days_exceed_working_many':
    'Number of days cannot be more than the %{working} working days between the dates (%{holidays} public holidays excluded).',
  'leave.declined': 'LEAVE DECLINED SUCCESSFULLY',
  'leave.end_before_start': 'End date must be on or after the start date.',
  'leave.list_fetched': 'Leaves fetched Successfully',
  'leave.manager_only': "Only the requester's manager can approve or decline this leave.",
  'leave.no_employee_record': 'Your account has no employee record.',
  'leave.none_found': 'No leave requests found',
  'leave.not_enough': 'Not enough leave: %{available} days available.',
  'leave.not_found': 'Leave request not found.',
  'leave.overlap': 'These dates overlap another leave request of yours.',
  'leave.own_only': 'You can only apply for leave for yourself.',
  'leave.own_or_team_only': "You may only see your own leave or your team's.",
  'leave.submitted': 'Leave request submitted successfully',
  // ---- attendance
  'attendance.already_clocked_in': 'You have already clocked in today.',
  'attendance.clocked_in': 'Clock In Successful',
  'attendance.clocked_out': 'Clock Out Successful',
  'attendance.confirm_early_invalid': 'confirmEarly must be true or false.',
  'attendance.fetch_location_first': 'Please fetch your location before checking in.',
  'attendance.no_location_configured':
    'No attendance location is configured. Please contact your administrator.',
  'attendance.no_shift_configured':
    'No shift duration is configured. Please contact your administrator.',
  'attendance.not_at_location': 'You are not at an attendance location.',
  'attendance.not_clocked_in': 'You have not clocked in today.',
  'attendance.not_found': 'Attendance record not found.',
  'attendance.own_only': 'You may only see your own attendance.',
  'attendance.shift_not_over':
    'Your shift is not over yet: %{hours} hours and %{minutes} minutes left.',
  'attendance.status_fetched': 'Status fetched successfully',
  'attendance.updated': 'Attendance updated successfully',
  'shift.created': 'Shift duration created successfully',
  'shift.deleted': 'Shift duration deleted successfully',
  'shift.exists': 'A shift duration already exists; update it instead.',
  'shift.fetched': 'Shift duration fetched successfully',
  'shift.invalid_time': 'Invalid time format (HH:mm)',
  'shift.none_yet': 'No shift duration exists yet.',
  'shift.not_found': 'Shift duration not found.',
  'shift.updated': 'Shift duration updated successfully',
  // ---- performance reviews
  'review.added': 'Review added successfully',
  'review.author_only': 'Only the author of a review may change it.',
  'review.direct_reports_only': 'You can only review your direct reports.',
  'review.list_fetched': 'Reviews fetched successfully',
  'review.no_employee_record': 'Your account has no employee record.',
  'review.not_found': 'Review not found.',
  'review.own_written_only': 'You may only list the reviews you wrote.',
  'review.read_scope': 'You may only read reviews about yourself or your direct reports.',
  'review.self': 'You cannot review yourself.',
  // ---- dashboard
  'dashboard.fetched': 'Dashboard summary fetched successfully',
  // ---- side bar (GET /menu)
  'menu.fetched': 'Menu fetched successfully',
  // ---- CSV import
  'import.empty_file': 'The file is empty: it needs a header row and at least one row.',
  'import.imported_many': '%{count} %{noun} imported.',
  'import.imported_one': '1 %{noun} imported.',
  'import.no_rows': 'The file has a header but no rows to import.',
  'import.problems_many': '%{count} problems found in the file; nothing was imported.',
  'import.problems_one': '1 problem found in the file; nothing was imported.',
  'import.ready_many': '%{count} rows are ready to import.',
  'import.ready_one': '1 row is ready to import.',
  'import.too_many_rows': 'An import holds at most %{max} rows; this file has %{rows}.',
} as const satisfies Record<string, string>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** The `%{name}` placeholders of a sentence, as a union of names. */
type Placeholders<T extends string> = T extends `${string}%{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type ParamValue = string | number;

/** The parameters a code's sentence needs: exactly its placeholders (plus optional extras below). */
export type MessageParams<C extends ServerMessageCode> = {
  [K in Placeholders<(typeof SERVER_MESSAGES)[C]>]: ParamValue;
} & { resource?: string };

/** `[params]` when the sentence has placeholders, `[]` (or `[{ resource }]`) when it has none. */
export type MessageArgs<C extends ServerMessageCode> = [
  Placeholders<(typeof SERVER_MESSAGES)[C]>,
] extends [never]
  ? [params?: { resource?: string }]
  : [params: MessageParams<C>];

/** The codes whose sentence has no placeholder. */
export type PlainMessageCode = {
  [C in ServerMessageCode]: [Placeholders<(typeof SERVER_MESSAGES)[C]>] extends [never] ? C : never;
}[ServerMessageCode];

/** The sentence of `code` with its placeholders filled: what the body's `message` says. */
export function serverMessage<C extends ServerMessageCode>(code: C, ...args: MessageArgs<C>) {
  return fillMessage(SERVER_MESSAGES[code], args[0] as AnyMessageParams | undefined);
}

export function fillMessage(template: string, params: AnyMessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

let plainBySentence: Map<string, PlainMessageCode> | undefined;

/**
 * The code whose sentence (without placeholders) is exactly `sentence`: a validation message that
 * a route's schema takes from this catalogue (attendance's 'Please fetch your location…').
 */
export function plainCodeOf(sentence: string): PlainMessageCode | undefined {
  plainBySentence ??= new Map(
    Object.entries(SERVER_MESSAGES)
      .filter(([, text]) => !text.includes('%{'))
      .map(([code, text]) => [text, code as PlainMessageCode]),
  );
  return plainBySentence.get(sentence);
}

export const isServerMessageCode = (code: unknown): code is ServerMessageCode =>
  typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code);
