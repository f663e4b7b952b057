/**
 * The dashboard figures from GET /dashboard/summary. The server sends only the parts the caller may
 * see; the call is skipped for a user holding none of the privileges behind them.
 *
 * @example
 *   const { summary, failed, reload } = useSummary(enabled);
 */
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, httpClient } from '../../src/admin/providers/httpClient.ts';

export type DepartmentCount = {
  departmentId: number | null;
  department: string | null;
  count: number;
};
export type LeaveMonth = {
  month: string;
  scope: 'all' | 'team';
  PENDING: number;
  APPROVED: number;
  DECLINED: number;
};
export type AwayPerson = {
  employeeId: number;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  leaveType: string;
  endDate: string;
};
export type Summary = {
  headcountByDepartment?: DepartmentCount[];
  leaveThisMonth?: LeaveMonth;
  onLeaveToday?: { total: number; people: AwayPerson[] };
  attendanceToday?: { date: string; checkedIn: number; stillIn: number; employees: number };
};

/** The privileges behind each part (resources/dashboard/dashboard.figures.server.ts). */
export const SUMMARY_PRIVILEGES = {
  headcount: ['GETALL_DEPARTMENTS', 'GET_ALL_EMPLOYEES'],
  leave: ['GET_ALL_LEAVE_REQUESTS', 'APPROVE_LEAVE_REQUEST', 'DECLINE_LEAVE_REQUEST'],
  attendance: ['GET_ALL_ATTENDANCE'],
} as const;

export function useSummary(enabled: boolean) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!enabled) return;
    setFailed(false);
    try {
      const { json } = await httpClient(`${API_BASE}/dashboard/summary`);
      setSummary(json as Summary);
    } catch {
      setFailed(true);
    }
  }, [enabled]);
  useEffect(() => void reload(), [reload]);
  return { summary, failed, reload };
}
