/** schema: the texts of the JSON Schemas, generated in English into src/generated/messages.en.ts (`schema.<resource>.<JSON path>`): one file per area, assembled here. */
import type { StringMap } from 'react-admin';
import { messages as accountMessages } from './account.ts';
import { messages as addressMessages } from './address.ts';
import { messages as attendanceLocationMessages } from './attendanceLocation.ts';
import { messages as attendanceMessages } from './attendance.ts';
import { messages as branchAttributeMessages } from './branchAttribute.ts';
import { messages as branchMessages } from './branch.ts';
import { messages as departmentAttributeMessages } from './departmentAttribute.ts';
import { messages as departmentMessages } from './department.ts';
import { messages as designationMessages } from './designation.ts';
import { messages as emergencyContactMessages } from './emergencyContact.ts';
import { messages as employeeAttributeMessages } from './employeeAttribute.ts';
import { messages as employeeDesignationMessages } from './employeeDesignation.ts';
import { messages as employeeMessages } from './employee.ts';
import { messages as employeeSkillMessages } from './employeeSkill.ts';
import { messages as holidayMessages } from './holiday.ts';
import { messages as leaveBalanceMessages } from './leaveBalance.ts';
import { messages as leaveRequestMessages } from './leaveRequest.ts';
import { messages as leaveTypeMessages } from './leaveType.ts';
import { messages as organizationAttributeMessages } from './organizationAttribute.ts';
import { messages as organizationMessages } from './organization.ts';
import { messages as performanceMessages } from './performance.ts';
import { messages as roleMessages } from './role.ts';
import { messages as shiftDurationMessages } from './shiftDuration.ts';
import { messages as skillMessages } from './skill.ts';
import { messages as userMessages } from './user.ts';

export const messages: StringMap = {
  account: accountMessages,
  address: addressMessages,
  attendance: attendanceMessages,
  attendanceLocation: attendanceLocationMessages,
  branch: branchMessages,
  branchAttribute: branchAttributeMessages,
  department: departmentMessages,
  departmentAttribute: departmentAttributeMessages,
  designation: designationMessages,
  emergencyContact: emergencyContactMessages,
  employee: employeeMessages,
  employeeAttribute: employeeAttributeMessages,
  employeeDesignation: employeeDesignationMessages,
  employeeSkill: employeeSkillMessages,
  holiday: holidayMessages,
  leaveBalance: leaveBalanceMessages,
  leaveRequest: leaveRequestMessages,
  leaveType: leaveTypeMessages,
  organization: organizationMessages,
  organizationAttribute: organizationAttributeMessages,
  performance: performanceMessages,
  role: roleMessages,
  shiftDuration: shiftDurationMessages,
  skill: skillMessages,
  user: userMessages,
};
