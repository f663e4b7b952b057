/** roles: Roles and privileges */
import type { StringMap } from 'react-admin';
import { CORE_PRIVILEGE_DESCRIPTIONS } from '../../../../shared/privileges.ts';

export const messages: StringMap = {
  group_account: 'Account',
  group_address: 'Address',
  group_attendance: 'Attendance',
  group_audit: 'Audit',
  group_branch: 'Branch',
  group_department: 'Department',
  group_emergencyContact: 'Emergency Contact',
  group_employee: 'Employee',
  group_leave: 'Leave',
  group_organization: 'Organization',
  group_performance: 'Performance',
  group_personalProfile: 'Personal Profile',
  group_role: 'Role',
  group_sensitiveData: 'Sensitive Data',
  groups_label: 'Privilege groups',
  // The core catalogue's descriptions (src/shared/privileges.ts), the one English copy.
  privilege: CORE_PRIVILEGE_DESCRIPTIONS,
  select_all: 'Select all privileges (%{selected} of %{total})',
  select_group: 'Select all %{group} privileges',
  tab: '%{group} (%{on}/%{total})',
};
