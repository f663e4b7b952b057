// Department rules (contract §2.10, §5.3 #33–#38): the manager, organisation and branch exist; the
// name is unique per organisation and per branch ignoring case and surrounding spaces; attributes
// merge on edit; D7–D10 move a department between containers; D3/D4 list those without one.
import {
  conflict,
  defineHooks,
  notFound,
  page,
  pageQuery,
  paging,
  resolveAttributes,
  wireAttributes,
  type Action,
  type Doc,
  type HookArgs,
} from '../../src/server/operations/hookApi.ts';

type Container = 'organization' | 'branch';
type Scope = { organizationId?: unknown; branchId?: unknown };

async function mustExist({ records }: HookArgs, resource: string, id: unknown, code: string) {
  if (!(await records.exists(resource, id as number))) throw notFound(code as never);
}

/** No other department of the organisation or the branch has this name; organisation locked first. */
async function checkName({ records }: HookArgs, department: string, scope: Scope, except?: number) {
  for (const container of ['organization', 'branch'] as const) {
    const id = scope[`${container}Id`];
    if (id == null) continue;
    await records.lockKey(`department-name:${container}:${id}`);
    const where = { department, [`${container}Id`]: id };
    if (await records.exists('department', where, { except, ignoreCase: true }))
      throw conflict(`department.name_taken_in_${container}`);
  }
}

/** DepartmentRow (§3.11): `organizations`/`branches` stay [] unless a list fills them. */
const toRow = async (tx: HookArgs['tx'], doc: Doc) => ({
  ...doc,
  attributes: await wireAttributes(tx, 'department', doc.attributes),
  organizations: [] as unknown[],
  branches: [] as unknown[],
});

/** D3/D4: departments without an organisation (branch), each with its branch. */
const unassigned = (column: string): Action => ({
  write: false,
  query: pageQuery(),
  payload: 'page',
  message: 'department.unassigned_fetched',
  run: async ({ query, records, tx }) => {
    const q = paging(query as { page: number; size: number });
    const at = { where: { [column]: null }, offset: q.page * q.size, limit: q.size };
    const { rows, total } = await records.list('department', at);
    const ids = [...new Set(rows.map((r) => r.branchId).filter((id) => id != null))];
    const found = ids.length
      ? (await records.list('branch', { where: { branchId: ids }, limit: ids.length })).rows
      : [];
    const branches = new Map(found.map((b) => [b.branchId, b]));
    const content = await Promise.all(
      rows.map(async (r) => {
        const row = await toRow(tx, r);
        const b = branches.get(r.branchId);
        if (b)
          row.branches = [{ ...b, attributes: await wireAttributes(tx, 'branch', b.attributes) }];
        return row;
      }),
    );
    return page(content, q.page, q.size, total);
  },
});

/** D7–D10: one organisation (branch) per department; assigning twice changes nothing. */
const link = (to: Container, assign: boolean): Action => ({
  message: assign ? `department.assigned_to_${to}` : `department.removed_from_${to}`,
  run: async (args) => {
    const { params, records } = args;
    const column = `${to}Id`;
    const [containerId, id] = [params[column], params.departmentId];
    await mustExist(args, to, containerId, `${to}.not_found`);
    const current = await records.find('department', id, { lock: true });
    if (!current) throw notFound('department.not_found');
    if (assign && current[column] !== containerId) {
      await checkName(args, current.department as string, { [column]: containerId }, id);
      await records.update('department', id, { [column]: containerId });
    } else if (!assign && current[column] === containerId)
      await records.update('department', id, { [column]: null });
  },
});

export const { beforeChange, beforeDelete, afterRead, actions, messages, computed } = defineHooks({
  beforeChange: [
    async (args) => {
      const { data, operation, original, tx } = args;
      const out = { ...data };
      if (out.managerId != null)
        await mustExist(args, 'employee', out.managerId, 'manager.not_found');
      for (const to of operation === 'create' ? (['organization', 'branch'] as const) : [])
        if (out[`${to}Id`] != null) await mustExist(args, to, out[`${to}Id`], `${to}.not_found`);
      const attributes = () => resolveAttributes(tx, 'department', out.attributes as never);
      if (operation === 'create') out.attributes = await attributes();
      if (typeof out.department === 'string') {
        out.department = out.department.trim();
        await checkName(args, out.department as string, original ?? out, args.id);
      }
      if (typeof out.description === 'string') out.description = out.description.trim();
      // An edit's attributes join the stored ones.
      if (operation === 'update' && out.attributes !== undefined)
        out.attributes = {
          ...((original!.attributes as object | null) ?? {}),
          ...(await attributes()),
        };
      return out;
    },
  ],
  // D13: its employees lose the department first. One bulk write, not a call per employee: the
  // employee has no change hooks or rules this would skip (tests/unit/directWrites.test.ts).
  beforeDelete: [
    async ({ records, id }) => {
      await records.updateWhere('employee', { departmentId: null }, { departmentId: id });
    },
  ],
  afterRead: [({ tx, doc }) => toRow(tx, doc)],
  actions: {
    unassignedOfOrganization: unassigned('organizationId'),
    unassignedOfBranch: unassigned('branchId'),
    assignOrganization: link('organization', true),
    removeOrganization: link('organization', false),
    assignBranch: link('branch', true),
    removeBranch: link('branch', false),
  },
  messages: {
    notFound: 'department.not_found',
    duplicate: 'department.name_taken',
    inUse: 'department.missing_reference',
    created: 'department.created',
    updated: 'department.updated',
    deleted: 'department.deleted',
  },
  computed: ['organizations', 'branches'],
});
