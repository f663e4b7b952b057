/**
 * Every call the employee wizard makes (spec part 2 §7, contract §2.1–2.5, §2.12–2.14), on the
 * paths the schemas' x-api declare. Each write answers the server's message so the wizard can toast
 * it; failures throw react-admin's HttpError, whose body `errorMessage()` reads.
 */
import { registry, type ResourceName } from '../../../src/generated/registry.ts';
import { httpClient } from '../../../src/admin/providers/httpClient.ts';
import { getToken } from '../../../src/admin/providers/session.ts';
import { readList, resolvePath } from '../../../src/admin/schema/contractWire.ts';

type Row = Record<string, unknown>;
export type Named = { id: number; name: string };
export type Employee = Row & {
  employeeId: number;
  firstName: string | null;
  profileImage: string | null;
  user?: { userId: number; email: string } | null;
  departments?: { departmentId: number; department: string }[];
  skills?: { skillId: number; skill: string }[];
  designations?: { designationId: number; designation: string }[];
  attributes?: Record<string, string | null>;
  emergencyContacts?: { emergencyContactId: number; contact: string; relationship: string }[];
  addresses?: AddressRow[];
  account?: (Row & { accountId: number }) | null;
};
export type AddressRow = Row & {
  addressId: number;
  zipCode?: { zipCode?: string; city?: string; state?: string } | null;
};

const op = (resource: ResourceName, name: string) => {
  const found = registry[resource]['x-api']?.[name];
  if (!found) throw new Error(`${resource} declares no x-api.${name}`);
  return found;
};

const messageOf = (json: unknown): string | undefined => {
  const m = (json as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : undefined;
};

/** Sends one x-api operation with a JSON body; answers the envelope. */
async function send(resource: ResourceName, name: string, params: Row, body?: object) {
  const { method, path } = op(resource, name);
  const { json } = await httpClient(resolvePath(path, params), {
    method,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { json: (json ?? {}) as Row, message: messageOf(json) };
}

/** The rows of a list operation, at most 100 (the server's cap) so selects show everything. */
async function rows(resource: ResourceName, name = 'list', params: Row = {}): Promise<Row[]> {
  const api = op(resource, name);
  const { json } = await httpClient(`${resolvePath(api.path, params)}?page=0&size=100`);
  return readList(api, json).rows;
}

/** A catalogue of names (skills, designations) with the x-api of its resource. */
export const NAME_LISTS = {
  skill: { resource: 'skill', id: 'skillId', name: 'skill' },
  designation: { resource: 'designation', id: 'designationId', name: 'designation' },
} as const;
export type NameListKind = keyof typeof NAME_LISTS;

export const nameListApi = (kind: NameListKind) => {
  const { resource, id, name } = NAME_LISTS[kind];
  return {
    list: async (): Promise<Named[]> =>
      (await rows(resource)).map((r) => ({ id: Number(r[id]), name: String(r[name]) })),
    add: (value: string) => send(resource, 'create', {}, { [name]: value }),
    rename: (rowId: number, value: string) =>
      send(resource, 'update', { [id]: rowId }, { [name]: value }),
    remove: (rowId: number) => send(resource, 'delete', { [id]: rowId }),
  };
};

export const wizardApi = {
  organizations: async (): Promise<Named[]> =>
    (await rows('organization')).map((r) => ({
      id: Number(r.organizationId),
      name: String(r.organizationName),
    })),
  /** GET /role: a bare array; the wizard sends the role by name. */
  roles: async (): Promise<string[]> => {
    const { json } = await httpClient(resolvePath(op('role', 'list').path, {}));
    return (Array.isArray(json) ? (json as Row[]) : []).map((r) => String(r.role));
  },
  /** The departments of one organisation, or every department when none is known. */
  departments: async (organizationId?: number): Promise<Named[]> =>
    (organizationId
      ? await rows('department', 'ofOrganization', { organizationId })
      : await rows('department')
    ).map((r) => ({ id: Number(r.departmentId), name: String(r.department) })),
  attributeKeys: async (): Promise<string[]> =>
    (await rows('employeeAttribute')).map((r) => String(r.attributeKey)),
  createUser: async (organizationId: number, body: Row) => {
    const { json, message } = await send('user', 'create', { organizationId }, body);
    const newUser = (json.newUser ?? {}) as { employeeId?: number };
    return { employeeId: Number(newUser.employeeId), message };
  },
  /** EM5: the employee and the organisations reached through their department. */
  employee: async (employeeId: number) => {
    const { json } = await httpClient(resolvePath(op('employee', 'show').path, { employeeId }));
    const inner = ((json as Row)?.Employee ?? {}) as {
      employee: Employee;
      organizations?: { organizationId: number }[];
    };
    return { employee: inner.employee, organizationId: inner.organizations?.[0]?.organizationId };
  },
  /** EM3 the first time the details are saved, EM7 afterwards. */
  saveDetails: async (employeeId: number, body: Row, first: boolean) => {
    const name = first ? 'create' : 'update';
    const { json, message } = await send('employee', name, { employeeId }, body);
    const key = op('employee', name).key!;
    return { employee: json[key] as Employee, message };
  },
  uploadPhoto: async (employeeId: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    const { json } = await httpClient(
      resolvePath(op('employee', 'uploadImage').path, { employeeId }),
      { method: 'POST', body: form as never },
    );
    return { message: messageOf(json), profileImage: (json as Row)?.profileImage as string };
  },
  addContact: async (employeeId: number, body: Row) => {
    const { json, message } = await send('emergencyContact', 'create', { employeeId }, body);
    return { record: json.emergencyContact as Row, message };
  },
  updateContact: (emergencyContactId: number, body: Row) =>
    send('emergencyContact', 'update', { emergencyContactId }, body),
  addAddress: async (employeeId: number, body: Row) => {
    const { json, message } = await send('address', 'create', { employeeId }, body);
    return { employee: json.UpdatedEmployee as Employee, message };
  },
  updateAddress: (employeeId: number, addressId: number, body: Row) =>
    send('address', 'update', { employeeId, addressId }, body),
  addAccount: async (employeeId: number, body: Row) => {
    const { json, message } = await send('account', 'create', { employeeId }, body);
    return { employee: json.updatedUser as Employee, message };
  },
  updateAccount: (accountId: number, body: Row) => send('account', 'update', { accountId }, body),
  /** C4: 204, no body. */
  removeContact: (emergencyContactId: number, employeeId: number) =>
    send('emergencyContact', 'delete', { emergencyContactId, employeeId }),
  /** A2: answers the employee without the address. */
  removeAddress: async (employeeId: number, addressId: number) => {
    const { json, message } = await send('address', 'delete', { employeeId, addressId });
    return { employee: json.UpdatedEmployee as Employee | undefined, message };
  },
  removeAccount: (employeeId: number) => send('account', 'removeAccount', { employeeId }),
};

/** A bearer-only image (the stored photo) as an object URL the page can show. */
export async function fetchImage(url: string): Promise<string | undefined> {
  const token = getToken();
  const res = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (!res.ok || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(await res.blob());
}
