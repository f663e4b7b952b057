// An employee's emergency contacts (contract §2.3, C1–C4): the caller's own, or anyone's with an
// employee-editing privilege (a listing one to read); the employee, and the contact belonging to
// them, exist.
import { bodyView, defineHooks, type Doc } from '../../src/server/operations/hookApi.ts';

const text = { type: 'string' };
const contact = {
  type: 'object',
  properties: { emergencyContactId: { type: 'integer' }, contact: text, relationship: text },
};
const trimmed = (v: unknown) => (v as string).trim();

export const { actions } = defineHooks({
  actions: {
    // C1: always carries `emergencyContacts`, possibly [].
    ofEmployee: {
      write: false,
      payload: { type: 'array', items: contact },
      message: (found) =>
        (found as unknown[]).length
          ? 'emergency_contact.list_fetched'
          : 'emergency_contact.none_found',
      run: async ({ records, call, params: { employeeId } }) => {
        await call('employee', 'inReach', { params: { employeeId }, query: { scope: 'read' } });
        const { rows } = await records.list('emergencyContact', {
          where: { employeeId },
          sort: { field: 'emergencyContactId' },
          limit: Infinity,
        });
        return rows;
      },
    },
    create: {
      body: bodyView('emergencyContact', false),
      payload: contact,
      message: 'emergency_contact.added',
      run: async ({ records, call, params: { employeeId }, body }) => {
        await call('employee', 'inReach', { params: { employeeId } });
        return records.insert('emergencyContact', {
          employeeId,
          contact: trimmed(body.contact),
          relationship: trimmed(body.relationship),
        });
      },
    },
    // C3: missing fields keep their value.
    update: {
      body: bodyView('emergencyContact', true),
      run: async ({ records, call, params, body }) => {
        const id = params.emergencyContactId;
        await call('employee', 'recordInReach', {
          params: { id },
          query: { resource: 'emergencyContact' },
        });
        const values: Doc = {};
        for (const key of ['contact', 'relationship'])
          if (body[key] !== undefined) values[key] = trimmed(body[key]);
        if (Object.keys(values).length) await records.update('emergencyContact', id, values);
      },
    },
    delete: {
      run: async ({ records, call, params }) => {
        const id = params.emergencyContactId;
        await call('employee', 'recordInReach', {
          params: { id, employeeId: params.employeeId },
          query: { resource: 'emergencyContact' },
        });
        await records.remove('emergencyContact', id);
      },
    },
  },
});
