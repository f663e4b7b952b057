// Organisations (contract §2.6): create and update read a multipart form (the JSON part and an
// optional logo), the logo has its own upload and removal, and the departments of one organisation
// (O5, declared by the department schema) are read here. Delete is the generic one: branches and
// departments stay, unassigned (their foreign keys SET NULL).
import {
  badRequest,
  defineHooks,
  imageLinkOf,
  imageValues,
  notFound,
  listPage,
  pageQuery,
  pageSchema,
  resolveAttributes,
  validateBody,
  wireAttributes,
  type Doc,
  type HookArgs,
  type Records,
  viewOf,
} from '../../src/server/operations/hookApi.ts';
import { view as organizationView } from './organization.views.server.ts';

const branchView = viewOf('branch');
const departmentView = viewOf('department');

const nullable = (type: string) => ({ type: [type, 'null'] });
/** DepartmentRow (§3.11) as O5 fills it: the manager's names, the organisation and its branch. */
const departmentRowView = {
  type: 'object',
  properties: {
    ...departmentView.properties,
    managerId: nullable('integer'),
    managerEmployeeCode: nullable('string'),
    managerFirstName: nullable('string'),
    managerLastName: nullable('string'),
    organizations: { type: 'array', items: organizationView },
    branches: { type: 'array', items: branchView },
  },
};

/** The JSON part, trimmed, held to the schema's rules with the schema's words. */
function organizationData(raw: unknown, partial: boolean): Doc {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('organization.data_not_object');
  const data = { ...(raw as Doc) };
  for (const field of ['organizationName', 'organizationDescription'])
    if (typeof data[field] === 'string') data[field] = (data[field] as string).trim();
  if (data.attributes === null) delete data.attributes;
  const { organizationName, organizationDescription, attributes } = validateBody(
    'organization',
    data,
    partial,
    'organizationData',
  );
  return Object.fromEntries(
    Object.entries({ organizationName, organizationDescription, attributes }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

async function setLogo(records: Records, id: number, file: Buffer | null) {
  if (!(await records.update('organization', id, imageValues('organization', file))))
    throw notFound('organization.not_found');
}

/** DepartmentRows of one page: its branches and managers read once each. */
async function departmentRows({ records, tx, shape }: HookArgs, org: Doc, rows: Doc[]) {
  const byIds = async (resource: string, key: string, idKey: string) => {
    const wanted = [...new Set(rows.map((r) => r[key]).filter((v) => v != null))];
    if (!wanted.length) return new Map<unknown, Doc>();
    const found = await records.list(resource, {
      where: { [idKey]: wanted },
      limit: Infinity,
    });
    return new Map(found.rows.map((r) => [r[idKey], r]));
  };
  const [branches, managers, organizations] = await Promise.all([
    byIds('branch', 'branchId', 'branchId'),
    byIds('employee', 'managerId', 'employeeId'),
    shape('organization', [org]),
  ]);
  return Promise.all(
    rows.map(async (r) => {
      const branch = branches.get(r.branchId);
      const manager = managers.get(r.managerId);
      return {
        departmentId: r.departmentId,
        department: r.department,
        description: r.description,
        managerId: r.managerId,
        managerEmployeeCode: manager?.employeeCode ?? null,
        managerFirstName: manager?.firstName ?? null,
        managerLastName: manager?.lastName ?? null,
        organizations,
        branches: branch
          ? [
              {
                branchId: branch.branchId,
                branchName: branch.branchName,
                attributes: await wireAttributes(tx, 'branch', branch.attributes),
              },
            ]
          : [],
        attributes: await wireAttributes(tx, 'department', r.attributes),
      };
    }),
  );
}

export const { afterRead, actions, actionsFor, messages } = defineHooks({
  afterRead: [
    async ({ doc, tx }) => ({
      ...doc,
      organizationImage: imageLinkOf('organization', doc),
      attributes: await wireAttributes(tx, 'organization', doc.attributes),
    }),
  ],
  actions: {
    list: {
      write: false,
      query: pageQuery(10),
      payload: pageSchema(organizationView),
      run: ({ query, records, shape }) =>
        listPage(records, 'organization', query, { sort: { field: 'organizationId' } }, (rows) =>
          shape('organization', rows),
        ),
    },
    create: {
      multipart: 'form',
      envelope: 'S4',
      payload: organizationView,
      message: 'organization.created',
      run: async ({ body, file, records, tx, shape }) => {
        const data = organizationData(body, false);
        const logo = file ? imageValues('organization', file) : {};
        const attributes = await resolveAttributes(tx, 'organization', data.attributes as never);
        const doc = await records.insert('organization', { ...data, attributes, ...logo });
        return (await shape('organization', [doc]))[0];
      },
    },
    // The logo changes only with a new file or an explicit removeImage (BE-dev semantics).
    update: {
      multipart: 'form',
      envelope: 'S4',
      payload: organizationView,
      message: 'organization.updated',
      query: { type: 'object', properties: { removeImage: { type: 'boolean', default: false } } },
      run: async ({ params, query, body, file, records, tx, shape }) => {
        const { attributes: given, ...fields } = organizationData(body, true);
        const logo = file || query.removeImage ? imageValues('organization', file ?? null) : {};
        const attributes = await resolveAttributes(tx, 'organization', given as never);
        const original = await records.find('organization', params.organizationId, { lock: true });
        if (!original) throw notFound('organization.not_found');
        // Merged under the row's lock: a concurrent edit of other keys survives.
        const values: Doc = { ...fields, ...logo };
        if (Object.keys(attributes).length)
          values.attributes = { ...(original.attributes as Doc), ...attributes };
        const doc = await records.update('organization', params.organizationId, values);
        return (await shape('organization', [doc!]))[0];
      },
    },
    uploadImage: {
      multipart: 'file',
      envelope: 'message',
      message: 'organization.image_uploaded',
      run: ({ params, file, records }) => setLogo(records, params.organizationId, file!),
    },
    removeImage: {
      envelope: 'message',
      message: 'organization.image_removed',
      run: ({ params, records }) => setLogo(records, params.organizationId, null),
    },
  },
  actionsFor: {
    department: {
      // O5: one page of the organisation's departments, their branches and managers read per page.
      ofOrganization: {
        write: false,
        query: pageQuery(),
        payload: pageSchema(departmentRowView),
        run: async (args) => {
          const { params, query, records } = args;
          const id = params.organizationId;
          const org = await records.find('organization', id);
          if (!org) throw notFound('organization.not_found');
          const where = { organizationId: id };
          const sort = { field: 'departmentId' };
          return listPage(records, 'department', query, { where, sort }, (rows) =>
            departmentRows(args, org, rows),
          );
        },
      },
    },
  },
  messages: {
    notFound: 'organization.not_found',
    duplicate: 'organization.name_taken',
    deleted: 'organization.deleted',
    noImage: 'organization.no_logo',
  },
});
