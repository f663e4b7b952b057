// Performance reviews (contract §2.16, §5.4). The reviewer is always the caller; a manager reviews
// only their direct reports (employees of a department they manage) unless they may see every
// review; only the author edits or deletes a review; everyone reads the reviews about themselves.
import {
  defineHooks,
  forbidden,
  formatLegacyDateTime,
  notFound,
  nullable,
  type Doc,
  type Principal,
  type Records,
} from '../../src/server/operations/hookApi.ts';

const SEE_ALL = 'GET_ALL_PERFORMANCES';
/** Every match: read with no count beside it. */
const ALL = Infinity;
const text = nullable('string');
const row = {
  type: 'object',
  properties: {
    performanceId: { type: 'integer' },
    firstName: text,
    lastName: text,
    employeeCode: text,
    reviewDate: text,
    rating: text,
    comment: text,
    reviewerFirstName: text,
    reviewerLastName: text,
    reviewerEmployeeCode: text,
  },
};
const rows = { type: 'array', items: row };
const byId = (name: string, extra: object = {}) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'integer', minimum: 1 }, ...extra },
  errorMessage: {
    required: `${name} is required.`,
    properties: { [name]: `${name} must be a positive whole number.` },
  },
});

const holds = (p: Principal | undefined, privilege: string) => !!p?.privileges.includes(privilege);

function reviewer(p: Principal | undefined): number {
  if (!p?.employeeId) throw forbidden('review.no_employee_record');
  return p.employeeId;
}

/** Whether the caller may review `employeeId`: every review, or a department they manage. */
async function mayReview(records: Records, p: Principal | undefined, employeeId: number) {
  if (holds(p, SEE_ALL)) return true;
  const me = reviewer(p);
  const employee = await records.find('employee', employeeId);
  const department = employee?.departmentId
    ? await records.find('department', employee.departmentId as number)
    : undefined;
  return department?.managerId === me;
}

/** Reviews with the names of the reviewed and the reviewer, newest first (one read of names). */
async function named(records: Records, reviews: Doc[]) {
  const ids = [...new Set(reviews.flatMap((r) => [r.employeeId, r.reviewerId]).filter(Boolean))];
  const people = ids.length
    ? (await records.list('employee', { where: { employeeId: ids }, limit: ALL })).rows
    : [];
  const person = new Map(people.map((e) => [e.employeeId, e]));
  return reviews.map((r) => {
    const e = person.get(r.employeeId);
    const by = person.get(r.reviewerId);
    return {
      ...r,
      firstName: e?.firstName,
      lastName: e?.lastName,
      employeeCode: e?.employeeCode,
      reviewerFirstName: by?.firstName ?? null,
      reviewerLastName: by?.lastName ?? null,
      reviewerEmployeeCode: by?.employeeCode ?? null,
    };
  });
}

const reviews = async (records: Records, where: Doc = {}) =>
  named(
    records,
    (
      await records.list('performance', {
        where,
        sort: { field: 'performanceId', order: 'DESC' },
        limit: ALL,
      })
    ).rows,
  );

export const { access, beforeChange, afterRead, actions, views, messages } = defineHooks({
  access: async ({ operation, id, principal, records }) => {
    if (operation === 'create') reviewer(principal);
    if (operation !== 'update' && operation !== 'delete') return;
    const review = await records.find('performance', id!);
    if (!review) throw notFound('review.not_found');
    if (review.reviewerId !== principal?.employeeId) throw forbidden('review.author_only');
  },
  beforeChange: [
    async ({ operation, data, query, principal, records }) => {
      const comment = typeof data.comment === 'string' ? data.comment.trim() : undefined;
      const changed = { ...data, ...(comment !== undefined && { comment }) };
      if (operation === 'update') return changed;
      // `reviewerId` in the query is accepted and ignored: the reviewer is the caller.
      const employeeId = query.employeeId as number;
      const reviewerId = reviewer(principal);
      if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
      if (employeeId === reviewerId) throw forbidden('review.self');
      if (!(await mayReview(records, principal, employeeId)))
        throw forbidden('review.direct_reports_only');
      return { ...changed, employeeId, reviewerId, reviewDate: formatLegacyDateTime(new Date()) };
    },
  ],
  afterRead: [
    async ({ operation, doc, records }) =>
      operation === 'create' ? (await named(records, [doc]))[0] : doc,
  ],
  actions: {
    list: {
      write: false,
      payload: rows,
      message: 'review.list_fetched',
      run: ({ records }) => reviews(records),
    },
    // PF1: open to every session for one's own reviews; someone else's need the privilege and a reason.
    ofEmployee: {
      write: false,
      payload: rows,
      run: async ({ params: { employeeId }, principal, records }) => {
        if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
        const own = principal?.employeeId === employeeId;
        if (
          !own &&
          !(
            holds(principal, 'GET_ALL_PERFORMANCE_OF_EMPLOYEE') &&
            (await mayReview(records, principal, employeeId))
          )
        )
          throw forbidden('review.read_scope');
        return reviews(records, { employeeId });
      },
    },
    byReviewer: {
      write: false,
      payload: rows,
      message: 'review.list_fetched',
      run: async ({ params: { reviewerId }, principal, records }) => {
        if (principal?.employeeId !== reviewerId && !holds(principal, SEE_ALL))
          throw forbidden('review.own_written_only');
        return reviews(records, { reviewerId });
      },
    },
  },
  views: {
    create: { query: byId('employeeId', { reviewerId: {} }), payload: row },
    update: { query: byId('performanceId') },
    delete: { query: byId('performanceId') },
  },
  messages: { notFound: 'review.not_found', created: 'review.added' },
});
