// Deep pages of the employee list start from remembered anchors (resources/employee/employee.pages.queries.server.ts): the
// sort key of every ANCHOR_STEP-th row. With a step of 2 or 3 a handful of employees has anchors,
// so every page, in every order and filter, is compared with the page its plain offset gives, and
// again after writes that move rows across anchors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageEmployees,
  type EmployeeSort,
  type Reuse,
} from '../../resources/employee/employee.pages.queries.server.ts';
import { reuseOn } from '../../resources/employee/employee.reads.server.ts';
import { asTx } from '../../src/server/operations/hookApi.ts';
import { inContext } from '../../src/server/http/requestContext.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let departmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const dept = await t.db
    .insertInto('department')
    .values({ department: 'Anchor Team', description: 'Paged', attributes: '{}' })
    .returning('departmentId')
    .executeTakeFirstOrThrow();
  departmentId = Number(dept.departmentId);
  // Ties, case and missing names: the name order compares lower-cased names, then the id.
  const names: [string | null, string | null][] = [
    ['ada', 'Lovelace'],
    ['Ada', 'lovelace'],
    ['Ada', 'Byron'],
    [null, 'Nameless'],
    ['Zed', null],
    ['bob', 'Ross'],
    ['Bob', 'Ross'],
    ['Émile', 'Zola'],
  ];
  for (const [i, [firstName, lastName]] of names.entries()) {
    const user = await t.createUser([]);
    await t.db
      .updateTable('employee')
      .set({ firstName, lastName, departmentId: i % 2 ? departmentId : null })
      .where('employeeId', '=', user.employeeId)
      .execute();
  }
});
afterAll(() => t.close());

const SORTS: EmployeeSort[] = ['storage', 'createdAt', 'name'];
const filters = () => [{}, { departmentId }, { unassigned: true }];

/** What the list's operation gives while anchors are not worth reading: the page walks. */
const withoutAnchors: Reuse = {
  value: (_part, _inputs, read) => read(),
  ifWorthIt: async () => undefined,
};

async function expectPagesAsPlainOffset(step: number, reuse?: Reuse) {
  for (const sort of SORTS) {
    for (const filter of filters()) {
      const whole = await pageEmployees(t.db, { ...filter, sort, offset: 0, limit: 1000 });
      const ids = whole.rows.map((r) => r.employeeId);
      expect(ids.length).toBeGreaterThan(step);
      for (let offset = 0; offset <= ids.length + 1; offset++) {
        const page = await pageEmployees(
          t.db,
          {
            ...filter,
            sort,
            offset,
            limit: 2,
            anchorStep: step,
          },
          reuse,
        );
        const where = `${sort} ${JSON.stringify(filter)} offset ${offset} step ${step}`;
        expect(
          page.rows.map((r) => r.employeeId),
          where,
        ).toEqual(ids.slice(offset, offset + 2));
        expect(page.total, where).toBe(ids.length);
      }
    }
  }
}

describe('deep pages from anchors', () => {
  it('give every page of every order and filter exactly as its offset would', async () => {
    await expectPagesAsPlainOffset(2);
    await expectPagesAsPlainOffset(3);
  });

  it('give every page exactly when no anchor is worth reading, a page past the middle picked from the end', async () => {
    await expectPagesAsPlainOffset(2, withoutAnchors);
    await expectPagesAsPlainOffset(3, withoutAnchors);
  });

  it('follow writes that move rows across anchors', async () => {
    await expectPagesAsPlainOffset(2);
    const early = await t.createUser([]);
    await t.db
      .updateTable('employee')
      .set({ firstName: 'Aaron', lastName: 'Aardvark', departmentId })
      .where('employeeId', '=', early.employeeId)
      .execute();
    await expectPagesAsPlainOffset(2);
    await t.db.deleteFrom('user').where('userId', '=', early.userId).execute();
    await expectPagesAsPlainOffset(2);
  });

  it("fail with the anchors' error when the anchors and the count both fail, leaving nothing unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const failing: Reuse = {
        value: () => Promise.reject(new Error('count failed')),
        ifWorthIt: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new Error('anchors failed');
        },
      };
      await expect(
        pageEmployees(t.db, { sort: 'name', offset: 4, limit: 2, anchorStep: 2 }, failing),
      ).rejects.toThrow('anchors failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('walk the offset inside a transaction, where nothing is remembered', async () => {
    const plain = await pageEmployees(t.db, { sort: 'name', offset: 5, limit: 3 });
    const inside = await t.db
      .transaction()
      .execute((tx) => pageEmployees(tx, { sort: 'name', offset: 5, limit: 3, anchorStep: 2 }));
    expect(inside.rows.map((r) => r.employeeId)).toEqual(plain.rows.map((r) => r.employeeId));
  });
});

// The list's operation decides when the anchors are worth their pass over the whole order
// (employee.reads.server.ts `reuseOn`): not for the first deep page of a snapshot, which walks its offset, but
// for the second, and every later one reuses them, until a write makes a new snapshot. Each
// "request" below holds one snapshot, as a request on the wire does.
describe('anchors are read for a snapshot being paged, not for each first page after a write', () => {
  it('walks the first deep page, reads anchors for the second, reuses them, and walks again after a write', async () => {
    let passes = 0;
    const readAnchors = async () => {
      passes++;
      return [['ada', 'lovelace', 1]];
    };
    const deepPage = () =>
      inContext({ actor: '', reads: {} }, async () => {
        const reuse = reuseOn(asTx(t.db))!;
        const inputs = { sort: 'name', step: 7 };
        return [
          await reuse.ifWorthIt('employees.anchors', inputs, readAnchors),
          await reuse.ifWorthIt('employees.anchors', inputs, readAnchors),
          await reuse.ifWorthIt('employees.anchors', inputs, readAnchors),
        ];
      });

    const [first, second, third] = await deepPage();
    expect(first).toBeUndefined();
    expect(second).toEqual([['ada', 'lovelace', 1]]);
    expect(third).toEqual(second);
    expect(passes).toBe(1);

    await t.createUser([]);
    const [afterWrite, again] = await deepPage();
    expect(afterWrite).toBeUndefined();
    expect(again).toEqual([['ada', 'lovelace', 1]]);
    expect(passes).toBe(2);
  });
});
