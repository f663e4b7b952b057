/** The charter section of the en catalogue: one file per area, assembled here. */
import type { StringMap } from 'react-admin';
import { messages as accountMessages } from './account.ts';
import { messages as apiDocsMessages } from './apiDocs.ts';
import { messages as attendanceMessages } from './attendance.ts';
import { messages as auditMessages } from './audit.ts';
import { messages as commonMessages } from './common.ts';
import { messages as dashboardMessages } from './dashboard.ts';
import { messages as employeesMessages } from './employees.ts';
import { messages as exportMessages } from './export.ts';
import { messages as leaveMessages } from './leave.ts';
import { messages as listsMessages } from './lists.ts';
import { messages as loginMessages } from './login.ts';
import { messages as notificationsMessages } from './notifications.ts';
import { messages as performanceMessages } from './performance.ts';
import { messages as rolesMessages } from './roles.ts';
import { messages as schemaMessages } from './schema.ts';
import { messages as shellMessages } from './shell.ts';
import { messages as validationMessages } from './validation.ts';

export const messages: StringMap = {
  common: commonMessages,
  shell: shellMessages,
  login: loginMessages,
  account: accountMessages,
  dashboard: dashboardMessages,
  employees: employeesMessages,
  attendance: attendanceMessages,
  leave: leaveMessages,
  performance: performanceMessages,
  roles: rolesMessages,
  audit: auditMessages,
  apiDocs: apiDocsMessages,
  export: exportMessages,
  lists: listsMessages,
  schema: schemaMessages,
  validation: validationMessages,
  notifications: notificationsMessages,
};
