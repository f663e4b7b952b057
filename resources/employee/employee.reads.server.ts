/**
 * The employee reads many requests ask while nothing is written, each the uncached operation
 * (employee.operations.server.ts) behind the hook API's `remember`, its scope naming what of the
 * caller changes the answer. Values are shared by the callers of one key: nobody may change them.
 */
import {
  attributeNamesOf,
  callerScope,
  EVERYONE,
  recall,
  remember,
  remembers,
  SENSITIVE_PRIVILEGE,
  type Principal,
  type ReadKey,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import {
  employeeSort,
  readEmployeePage,
  readSearchResults,
  readShownEmployee,
  searchTerm,
  type EmployeePageQuery,
} from './employee.operations.server.ts';
import type { Reuse } from './employee.pages.queries.server.ts';

/**
 * The parts of a page read that other pages reuse (the employee list's totals and anchors). The
 * anchors cost a pass over the whole order: they are read once a second deep page asks in the same
 * snapshot (someone is paging), not for each first deep page after a write, which walks its offset
 * instead (bench/RESULTS.md).
 */
export function reuseOn(tx: Tx): Reuse | undefined {
  if (!remembers(tx)) return undefined;
  const key = (op: string, input: ReadKey['input']): ReadKey => ({
    op,
    scope: EVERYONE,
    date: null,
    input,
  });
  return {
    value: (part, input, read) => remember(tx, key(part, input), read),
    async ifWorthIt(part, input, read) {
      const known = await recall<Awaited<ReturnType<typeof read>>>(tx, key(part, input));
      if (known !== undefined) return known;
      const asked = key(`${part}.asked`, input);
      if (await recall(tx, asked)) return remember(tx, key(part, input), read);
      await remember(tx, asked, async () => true);
      return undefined;
    },
  };
}

/** Who sees employees' sensitive fields in clear: holders of the privilege, and each their own. */
const employeeScope = (caller: Principal) => callerScope(caller, [SENSITIVE_PRIVILEGE]);

/** EM4, EM6, B3, D2: a page of employees as the caller may see it. */
export function listEmployees(tx: Tx, caller: Principal, q: EmployeePageQuery) {
  // Every input as a literal: spreading `q` (optional members undefined) made JSON.stringify slow.
  const input = {
    departmentId: q.departmentId,
    branchId: q.branchId,
    unassigned: q.unassigned,
    search: searchTerm(q.search),
    sort: employeeSort(q.sortBy),
    page: q.page,
    size: q.size,
  };
  return remember(
    tx,
    { op: 'employees.page', scope: employeeScope(caller), date: null, input },
    () => readEmployeePage(tx, caller, q, attributeNamesOf, reuseOn(tx)),
  );
}

/** EM5: one employee and their organisations, as the caller may see them. */
export const showEmployee = (tx: Tx, caller: Principal, employeeId: number) =>
  remember(
    tx,
    { op: 'employees.show', scope: employeeScope(caller), date: null, input: { employeeId } },
    () => readShownEmployee(tx, caller, employeeId, attributeNamesOf),
  );

/** EM2: at most ten employees whose name contains the term. */
export function searchEmployees(tx: Tx, name: string) {
  const term = name.trim();
  return remember(
    tx,
    { op: 'employees.search', scope: EVERYONE, date: null, input: { term } },
    () => readSearchResults(tx, term, attributeNamesOf),
  );
}
