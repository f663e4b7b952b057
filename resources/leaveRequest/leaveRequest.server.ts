// Leave requests (contract §2.17 L1–L8, §5.5) with their mixed envelopes: `Message`/`Success` on
// create and the approver list, lower case elsewhere. Create: own employee unless
// GET_ALL_LEAVE_REQUESTS, end ≥ start, 1 ≤ days ≤ days in range less its public holidays, no overlap
// with the employee's non-declined requests (checked under a per-employee lock), and enough balance
// (406). Approve/decline: PENDING only (409), never by the requester, only by the requester's
// department manager or a holder of GET_ALL_LEAVE_REQUESTS; approval re-checks the balance and
// deducts it, accrued days first, in the same transaction as the status change, so racing clicks
// deduct once. L2 is open to a session: all pending requests, or an approver's team's. The rules
// the actions check live beside this file, in leaveRequest.rules.server.ts.
import {
  badRequest,
  bodyView,
  defineHooks,
  forbidden,
  httpError,
  notFound,
  nullable,
  pageQuery,
  paging,
  sentence,
  type Action,
  type Doc,
  type PlainMessageCode,
} from '../../src/server/operations/hookApi.ts';
import {
  assertFitsWorkingDays,
  assertMaySee,
  available,
  balanceOf,
  decide,
  holds,
  SEE_ALL,
} from './leaveRequest.rules.server.ts';
import { pendingLeaveRequests } from './leaveRequest.pending.server.ts';
import { overlaps, pageLeave } from './leaveRequest.queries.server.ts';

const DAY = 86_400_000;
const text = { type: 'string' };
const int = { type: 'integer' };
const request = { leaveType: text, startDate: text, endDate: text, numberOfDays: int };
const leaveRow = {
  type: 'object',
  properties: {
    id: int,
    employeeId: int,
    employeeFirstName: nullable('string'),
    employeeLastName: nullable('string'),
    ...request,
    reason: nullable('string'),
    status: text,
  },
};
const leaveEntity = {
  type: 'object',
  properties: { leaveId: int, ...request, reason: nullable('string'), status: text },
};

/** The leave list envelope: rows under `key`, paging numbers, the success flag (S1 or S2 casing). */
function listSchema(key: string, capital: boolean) {
  const [success, message] = capital ? ['Success', 'Message'] : ['success', 'message'];
  return {
    type: 'object',
    properties: {
      [success]: { type: 'boolean' },
      [message]: text,
      [key]: { type: 'array', items: leaveRow },
      currentPage: int,
      totalItems: int,
      totalPages: int,
    },
  };
}
function listBody(key: string, capital: boolean, r: { items: unknown[]; total: number }, q: Doc) {
  const [success, messageKey] = capital ? ['Success', 'Message'] : ['success', 'message'];
  const { page, size, message } = q as { page: number; size: number; message?: string };
  return {
    [success]: true,
    [key]: r.items,
    currentPage: page,
    totalItems: r.total,
    totalPages: Math.ceil(r.total / size),
    ...(message !== undefined && { [messageKey]: message }),
  };
}

/** L2's answer around a remembered page of pending requests. */
const pendingCode = (r: { items: unknown[] }): PlainMessageCode =>
  r.items.length ? 'leave.list_fetched' : 'leave.none_found';
const pendingAnswer = (r: Awaited<ReturnType<typeof pendingLeaveRequests>>) =>
  listBody('leaveRequests', true, r, { ...r, message: sentence(pendingCode(r)) });

/** L5–L8: one employee's requests (of one status), the employee in the path or the query. */
const employeeQuery = pageQuery(
  5,
  { employeeId: { type: 'integer', minimum: 1 } },
  { employeeId: 'employeeId must be a positive whole number.' },
);
const ofEmployee = (key: string, status?: string): Action => ({
  write: false,
  envelope: 'bare',
  query: status
    ? {
        ...employeeQuery,
        required: ['employeeId'],
        errorMessage: {
          ...employeeQuery.errorMessage,
          required: { employeeId: 'employeeId is required.' },
        },
      }
    : pageQuery(5),
  payload: listSchema(key, false),
  run: async (args) => {
    const q = paging(args.query as { page: number; size: number; employeeId: number });
    const employeeId = status ? q.employeeId : args.params.employeeId;
    await assertMaySee(args, employeeId);
    const query = { employeeId, status: status as never, offset: q.page * q.size, limit: q.size };
    const r = await pageLeave(args.tx, query);
    const message = r.items.length ? undefined : args.say('leave.none_found');
    return listBody(key, false, r, { ...q, message });
  },
});

const decision = (status: 'APPROVED' | 'DECLINED', id: string): Action => ({
  params: { leaveId: id },
  envelope: 'bare',
  payload: {
    type: 'object',
    properties: {
      message: text,
      success: { type: 'boolean' },
      ...(status === 'APPROVED' && { leaveRequest: leaveRow }),
    },
  },
  errors: status === 'APPROVED' ? [406] : [],
  run: async (args) => {
    const row = await decide(args, args.params[id], status);
    const message = args.say(status === 'APPROVED' ? 'leave.approved' : 'leave.declined');
    return { message, success: true, ...(status === 'APPROVED' && { leaveRequest: row }) };
  },
});

export const { actions } = defineHooks({
  actions: {
    create: {
      get body() {
        return bodyView('leaveRequest', false);
      },
      envelope: 'bare',
      payload: {
        type: 'object',
        properties: { Message: text, Success: { type: 'boolean' }, leaveRequest: leaveEntity },
      },
      errors: [406],
      run: async (args) => {
        const { principal, records, params, say } = args;
        const body = args.body as Doc & { startDate: string; endDate: string; reason: string };
        const { employeeId } = params;
        const Message = say('leave.submitted');
        if (principal?.employeeId !== employeeId && !holds(principal, SEE_ALL))
          throw forbidden('leave.own_only');
        const start = Date.parse(body.startDate);
        const end = Date.parse(body.endDate);
        if (end < start) throw badRequest('leave.end_before_start');
        const span = Math.round((end - start) / DAY) + 1;
        if ((body.numberOfDays as number) > span)
          throw badRequest('leave.days_exceed_span', { span });
        if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
        // Serialises one employee's requests, so two overlapping ones cannot both pass the check.
        await records.lockKey(`leave:${employeeId}`);
        await assertFitsWorkingDays(args, employeeId, body, span);
        if (await overlaps(args.tx, employeeId, body.startDate, body.endDate))
          throw badRequest('leave.overlap');
        const leaveType = body.leaveType as string;
        const balance = await balanceOf(records, employeeId, leaveType);
        if (!balance) throw notFound('leave.balance_missing', { leaveType });
        if ((body.numberOfDays as number) > available(balance))
          throw httpError(406, 'leave.not_enough', { available: available(balance) });
        const leaveRequest = await records.insert('leaveRequest', {
          ...body,
          employeeId,
          reason: body.reason.trim(),
          status: 'PENDING',
          createdAt: new Date(),
        });
        return { Message, Success: true, leaveRequest };
      },
    },
    list: {
      write: false,
      envelope: 'bare',
      query: pageQuery(10),
      payload: listSchema('leaveRequests', true),
      run: async ({ principal, query, tx, say }) => {
        const { page, size } = paging(query as { page: number; size: number });
        const r = await pendingLeaveRequests(tx, principal!, page, size);
        say(pendingCode(r));
        return pendingAnswer(r);
      },
    },
    approve: decision('APPROVED', 'leaveRequestId'),
    decline: decision('DECLINED', 'id'),
    ofEmployee: ofEmployee('leaveRequests'),
    pendingOfEmployee: ofEmployee('pendingLeaveRequests', 'PENDING'),
    approvedOfEmployee: ofEmployee('approvedLeaveRequests', 'APPROVED'),
    declinedOfEmployee: ofEmployee('declinedLeaveRequests', 'DECLINED'),
  },
});
