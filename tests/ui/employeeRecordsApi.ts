/**
 * The wizard fake's step 3 calls (contacts C2/C4, addresses A1/A2, bank account AC1/AC3 of
 * src/server/routes/employeeRecords.ts), over the employees of `wizardServer()`.
 */
import { ada, wizardServer } from './employeeWizardApi.ts';
import type { Route } from './schemaFormHelpers.tsx';

type Row = Record<string, unknown>;

/** Ada's twin with nothing saved at step 3 yet, for adding. */
export const bare = {
  ...structuredClone(ada),
  employeeId: 61,
  emergencyContacts: [],
  addresses: [],
  account: null,
};

/** wizardServer() plus the step 3 writes, on the same employees. */
export function recordsServer() {
  const base = wizardServer();
  base.employees.set(61, structuredClone(bare));
  let next = 100;
  const body = (init?: RequestInit) => (init?.body ? JSON.parse(String(init.body)) : {});
  const of = (id: string) => base.employees.get(Number(id)) as Row;
  const list = (e: Row, key: string) => (e[key] ?? []) as Row[];

  const route: Route = (url, init) => {
    const p = url.pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    let m = /^\/emergencyContact\/employee\/(\d+)$/.exec(p);
    if (m && method === 'POST') {
      const e = of(m[1]);
      const emergencyContact = { emergencyContactId: next++, ...body(init) };
      e.emergencyContacts = [...list(e, 'emergencyContacts'), emergencyContact];
      return {
        status: 201,
        body: { success: true, message: 'Emergency contact added successfully', emergencyContact },
      };
    }
    m = /^\/emergencyContact\/(\d+)\/(\d+)$/.exec(p);
    if (m && method === 'DELETE') {
      const e = of(m[2]);
      e.emergencyContacts = list(e, 'emergencyContacts').filter(
        (c) => c.emergencyContactId !== Number(m![1]),
      );
      return { status: 204 };
    }
    m = /^\/address\/(\d+)\/addNewAddress$/.exec(p);
    if (m && method === 'POST') {
      const e = of(m[1]);
      const { zipCode, city, state, ...rest } = body(init);
      e.addresses = [
        ...list(e, 'addresses'),
        { addressId: next++, ...rest, zipCode: { zipCode, city, state } },
      ];
      return { body: { Status: true, message: 'Address added successfully', UpdatedEmployee: e } };
    }
    m = /^\/address\/(\d+)\/removeAddress\/(\d+)$/.exec(p);
    if (m && method === 'DELETE') {
      const e = of(m[1]);
      e.addresses = list(e, 'addresses').filter((a) => a.addressId !== Number(m![2]));
      return {
        body: { Status: true, message: 'Address removed successfully', UpdatedEmployee: e },
      };
    }
    m = /^\/account\/(\d+)\/AddBankAccount$/.exec(p);
    if (m && method === 'POST') {
      const e = of(m[1]);
      e.account = { accountId: next++, ...body(init) };
      return {
        body: { success: true, message: 'Bank account added successfully', updatedUser: e },
      };
    }
    m = /^\/account\/(\d+)\/removeAccount$/.exec(p);
    if (m && method === 'DELETE') {
      of(m[1]).account = null;
      return { body: { success: true, message: 'Bank account removed successfully' } };
    }
    return base.route(url, init);
  };
  return { ...base, route };
}

export const DELETE_RECORDS = ['DELETE_EMERGENCY_CONTACT', 'REMOVE_ADDRESS', 'REMOVE_ACCOUNT'];
