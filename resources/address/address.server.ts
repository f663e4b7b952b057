// An employee's addresses (contract §2.4, A1–A3): city and state are stored with the address,
// nested under `zipCode` on the wire; every write answers S3 with the whole employee.
import {
  bodyView,
  defineHooks,
  actionView,
  type Action,
  type ActionInput,
  type Doc,
  type HookArgs,
  type PlainMessageCode,
} from '../../src/server/operations/hookApi.ts';

/** A1–A3 answer S3 with the whole employee (the Employee object of the employee's answers). */
const s3 = () => ({
  type: 'object',
  properties: {
    Status: { type: 'boolean' },
    message: { type: 'string' },
    UpdatedEmployee: actionView('employee', 'object'),
  },
});

const values = (b: Doc) => {
  const zip = b.zipCode as Record<string, string>;
  return {
    addressType: b.addressType,
    propertyNumber: (b.propertyNumber as string).trim(),
    country: (b.country as string).trim(),
    zipCode: { zipCode: zip.zipCode.trim(), city: zip.city.trim(), state: zip.state.trim() },
  };
};

/** A write of one address, answered with the employee as the caller may see it. */
const write = (
  code: PlainMessageCode,
  work: (args: HookArgs & ActionInput) => Promise<unknown>,
  body = true,
): Action => ({
  ...(body ? { body: bodyView('address', false) } : {}),
  get payload() {
    return s3();
  },
  envelope: 'bare',
  run: async (args) => {
    await work(args);
    const params = { employeeId: args.params.employeeId };
    const employee = await args.call('employee', 'object', { params });
    return { Status: true, message: args.say(code), UpdatedEmployee: employee };
  },
});

const owned = ({ call, params }: HookArgs & ActionInput) =>
  call('employee', 'recordInReach', {
    params: { id: params.addressId, employeeId: params.employeeId },
    query: { resource: 'address' },
  });

export const { beforeValidate, actions } = defineHooks({
  /**
   * The original client sends a flat address (`zipCode` as text or a number, `city`, `state`
   * beside it); the schema nests them under `zipCode`. Both arrive here; the flat one is folded in.
   */
  beforeValidate: [
    ({ data: b }) => {
      if (b.zipCode !== null && typeof b.zipCode === 'object') return b;
      if (b.zipCode === undefined && b.city === undefined && b.state === undefined) return b;
      b.zipCode = {
        ...(b.zipCode !== undefined
          ? { zipCode: typeof b.zipCode === 'number' ? String(b.zipCode) : b.zipCode }
          : {}),
        ...(b.city !== undefined ? { city: b.city } : {}),
        ...(b.state !== undefined ? { state: b.state } : {}),
      };
      delete b.city;
      delete b.state;
      return b;
    },
  ],
  actions: {
    create: write('address.added', async ({ records, call, params, body }) => {
      await call('employee', 'inReach', { params: { employeeId: params.employeeId } });
      await records.insert('address', { employeeId: params.employeeId, ...values(body) });
    }),
    // A3: the whole address is replaced.
    update: write('address.updated', async (args) => {
      await owned(args);
      await args.records.update('address', args.params.addressId, values(args.body));
    }),
    delete: write(
      'address.removed',
      async (args) => {
        await owned(args);
        await args.records.remove('address', args.params.addressId);
      },
      false,
    ),
  },
});
