// The company's one shift: hours and minutes become its ISO text (more than nothing, at most a
// day); a second shift is refused, and PATCH /shiftDuration changes the one there is.
import {
  badRequest,
  conflict,
  defineHooks,
  notFound,
  type Records,
} from '../../src/server/operations/hookApi.ts';

const TIME = 'Invalid time format (HH:mm)';
const body = (partial: boolean) => ({
  type: 'object',
  additionalProperties: false,
  required: partial ? [] : ['shiftDurationHours', 'shiftDurationMinutes'],
  properties: {
    shiftDurationHours: { type: 'integer', minimum: 0, maximum: 24 },
    shiftDurationMinutes: { type: 'integer', minimum: 0, maximum: 59 },
  },
  errorMessage: {
    required: TIME,
    properties: { shiftDurationHours: TIME, shiftDurationMinutes: TIME },
  },
});
const shift = {
  type: 'object',
  properties: { shiftDurationId: { type: 'integer' }, shiftDuration: { type: 'string' } },
};

/** `PT8H30M` from hours 0–24 and minutes 0–59; an omitted part is 0, as in the contract. */
function shiftText(data: { shiftDurationHours?: unknown; shiftDurationMinutes?: unknown }) {
  const hours = Number(data.shiftDurationHours ?? 0);
  const minutes = Number(data.shiftDurationMinutes ?? 0);
  const total = hours * 60 + minutes;
  if (total <= 0 || total > 24 * 60) throw badRequest('shift.invalid_time');
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
}

/** The shift there is, its writers serialised (no natural unique column to lean on). */
async function current(records: Records) {
  await records.lockKey('shiftDuration');
  return (await records.list('shiftDuration', { limit: 1 })).rows[0];
}

export const { beforeChange, actions, views, messages } = defineHooks({
  beforeChange: [
    async ({ data, records }) => {
      const shiftDuration = shiftText(data);
      if (await current(records)) throw conflict('shift.exists');
      return { shiftDuration };
    },
  ],
  actions: {
    update: {
      body: body(true),
      payload: shift,
      message: 'shift.updated',
      run: async ({ body, records }) => {
        const shiftDuration = shiftText(body);
        const row = await current(records);
        if (!row) throw notFound('shift.none_yet');
        return records.update('shiftDuration', row.shiftDurationId as number, { shiftDuration });
      },
    },
  },
  views: {
    list: { payload: { type: 'array', items: shift } },
    create: { body: body(false), payload: shift },
  },
  messages: {
    notFound: 'shift.not_found',
    listed: 'shift.fetched',
    created: 'shift.created',
    deleted: 'shift.deleted',
  },
});
