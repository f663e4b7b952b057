// Sub-organisations (contract §2.8, O6 and B4): names are unique within their organisation ignoring
// case (under a lock, §5.3 #31), a branch belongs to at most one organisation (assigning twice is
// a no-op, elsewhere moves it), and BranchRow lists carry its organisation and departments, read
// once per page. Deleting a branch leaves its departments unassigned (FK SET NULL).
import {
  conflict,
  defineHooks,
  notFound,
  listPage,
  pageQuery,
  pageSchema,
  resolveAttributes,
  wireAttributes,
  type Doc,
  type HookArgs,
  type Records,
  viewOf,
} from '../../src/server/operations/hookApi.ts';
import { view as branchView } from './branch.views.server.ts';

const organizationView = viewOf('organization');
const departmentView = viewOf('department');

/** BranchRow (§3.10): the branch with its organisation (0 or 1) and its departments. */
const branchRowView = {
  type: 'object',
  properties: {
    ...branchView.properties,
    organizations: { type: 'array', items: organizationView },
    departments: { type: 'array', items: departmentView },
  },
};

async function requireOrganization(records: Records, id: number) {
  if (!(await records.exists('organization', id))) throw notFound('organization.not_found');
}

async function requireBranch(records: Records, id: number) {
  const branch = await records.find('branch', id);
  if (!branch) throw notFound('branch.not_found');
  return branch;
}

/** Another sub-organisation of the organisation has this name (ignoring case): 409. */
async function assertNameFree(
  records: Records,
  organizationId: unknown,
  name: unknown,
  except?: number,
) {
  if (organizationId == null) return;
  await records.lockKey(`branch-name:${organizationId}`);
  const match = { organizationId, branchName: String(name) };
  if (await records.exists('branch', match, { except, ignoreCase: true }))
    throw conflict('branch.name_taken_in_organization');
}

const toDepartment = async ({ tx }: HookArgs, d: Doc) => ({
  departmentId: d.departmentId,
  department: d.department,
  description: d.description,
  attributes: await wireAttributes(tx, 'department', d.attributes),
});

/** BranchRows of these branches: their organisations and departments in one read each. */
async function branchRows(args: HookArgs, rows: Doc[]) {
  const { records, shape } = args;
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((o) => o != null))];
  const none = { rows: [] as Doc[] };
  const [orgs, departments, branches] = await Promise.all([
    orgIds.length
      ? records.list('organization', { where: { organizationId: orgIds }, limit: Infinity })
      : none,
    rows.length
      ? records.list('department', {
          where: { branchId: rows.map((r) => r.branchId) },
          sort: { field: 'departmentId' },
          limit: Infinity,
        })
      : none,
    shape('branch', rows),
  ]);
  const shaped = await shape('organization', orgs.rows);
  const orgById = new Map(shaped.map((o) => [o.organizationId, o]));
  return Promise.all(
    branches.map(async (b) => {
      const org = b.organizationId != null ? orgById.get(b.organizationId) : undefined;
      const own = departments.rows.filter((d) => d.branchId === b.branchId);
      return {
        ...b,
        organizations: org ? [org] : [],
        departments: await Promise.all(own.map((d) => toDepartment(args, d))),
      };
    }),
  );
}

/** One page of branches (ordered by id), as Branch or as BranchRow. */
const listed = (where: Doc | undefined, rows: boolean) => ({
  write: false,
  query: pageQuery(10),
  payload: pageSchema(rows ? branchRowView : branchView),
  message: 'branch.list_fetched' as const,
  run: (args: HookArgs & { query: Doc }) =>
    listPage(args.records, 'branch', args.query, { where, sort: { field: 'branchId' } }, (found) =>
      rows ? branchRows(args, found) : args.shape('branch', found),
    ),
});

export const { beforeValidate, view, beforeChange, afterRead, actions, actionsFor, messages } =
  defineHooks({
    // The name is judged as it will be stored (trimmed); "12" and "" ids are the validator's
    // numeric-string coercion (plugins/bodyTolerance.ts), as on every route.
    beforeValidate: [
      ({ data: body }) => {
        if (typeof body.branchName === 'string') body.branchName = body.branchName.trim();
        if (body.attributes === null) delete body.attributes;
        return body;
      },
    ],
    view: branchView,
    beforeChange: [
      // Absent fields stay; `organizationId: null` unassigns; attributes merge.
      async ({ data, id, original, records, tx }) => {
        if (data.organizationId != null)
          await requireOrganization(records, data.organizationId as number);
        const { attributes: given, ...out } = data;
        const attributes = await resolveAttributes(tx, 'branch', given as never);
        if (!original) out.attributes = attributes;
        else if (Object.keys(attributes).length)
          out.attributes = { ...(original.attributes as Doc), ...attributes };
        const organizationId =
          data.organizationId === undefined ? original?.organizationId : data.organizationId;
        await assertNameFree(records, organizationId, data.branchName ?? original?.branchName, id);
        return out;
      },
    ],
    afterRead: [
      async ({ doc, tx }) => ({
        ...doc,
        // Beyond the contract's Branch: lets an edit form opened from a link preselect it.
        organizationId: doc.organizationId ?? null,
        attributes: await wireAttributes(tx, 'branch', doc.attributes),
      }),
    ],
    actions: {
      list: listed(undefined, false),
      unassigned: listed({ organizationId: null }, true),
      ofOrganization: {
        write: false,
        payload: { type: 'array', items: branchRowView },
        message: 'branch.list_fetched',
        run: async (args) => {
          const { organizationId } = args.params;
          await requireOrganization(args.records, organizationId);
          const { rows } = await args.records.list('branch', {
            where: { organizationId },
            sort: { field: 'branchId' },
            limit: Infinity,
          });
          return branchRows(args, rows);
        },
      },
      assign: {
        message: 'branch.assigned',
        run: async ({ params, records }) => {
          await requireOrganization(records, params.organizationId);
          const branch = await requireBranch(records, params.branchId);
          await assertNameFree(records, params.organizationId, branch.branchName, params.branchId);
          await records.update('branch', params.branchId, {
            organizationId: params.organizationId,
          });
        },
      },
      // Unassigning a branch that is not in this organisation changes nothing and still succeeds.
      remove: {
        message: 'branch.unassigned',
        run: async ({ params, records }) => {
          await requireOrganization(records, params.organizationId);
          await requireBranch(records, params.branchId);
          await records.updateWhere(
            'branch',
            { organizationId: null },
            { branchId: params.branchId, organizationId: params.organizationId },
          );
        },
      },
    },
    actionsFor: {
      department: {
        // B4: one page of the branch's departments.
        ofBranch: {
          write: false,
          query: pageQuery(),
          payload: pageSchema(departmentView),
          message: 'branch.departments_fetched',
          run: async (args) => {
            const { branchId } = args.params;
            await requireBranch(args.records, branchId);
            const options = { where: { branchId }, sort: { field: 'departmentId' } };
            return listPage(args.records, 'department', args.query, options, (rows) =>
              Promise.all(rows.map((d) => toDepartment(args, d))),
            );
          },
        },
      },
    },
    messages: {
      notFound: 'branch.not_found',
      duplicate: 'branch.name_taken',
      referenceMissing: 'organization.not_found',
      listed: 'branch.list_fetched',
      created: 'branch.created',
      updated: 'branch.updated',
      deleted: 'branch.deleted',
    },
  });
