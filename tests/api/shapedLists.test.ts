// A generic list whose resource has afterRead hooks is remembered as the caller sees it, after the
// hooks (operations/reads.ts `shapedList`): the hooks run once per data version, caller, query and
// day, not once per request. What a client must never notice: another caller's shaped answer, or a
// stale one after a write. The department's hooks get one more afterRead here that writes who asked
// into each row, so an answer shaped for someone else shows. Also run on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HookArgs, ResourceHooks } from '../../src/server/operations/hookApi.ts';
import { secondRead } from '../helpers/quietSnapshot.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** How often the added hook ran, for any caller. */
const shaped = { count: 0 };

vi.mock('../../src/generated/serverHooks.ts', async (importOriginal) => {
  const real = (await importOriginal()) as { serverHooks: Record<string, ResourceHooks> };
  const department = real.serverHooks.department!;
  const seenBy = async ({ doc, principal }: HookArgs & { doc: Record<string, unknown> }) => {
    shaped.count++;
    return { ...doc, description: `seen by ${principal?.userId}` };
  };
  return {
    ...real,
    serverHooks: {
      ...real.serverHooks,
      department: { ...department, afterRead: [...(department.afterRead ?? []), seenBy] },
    },
  };
});

let t: TestApp;
const LIST = '/department?page=0&size=10';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1${LIST}`,
    headers: t.auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    content: { departmentId: number; department: string; description: string }[];
  };
};

/** A user whose role holds only the department list's privilege, with their token. */
async function lister() {
  const user = await t.createUser(['GETALL_DEPARTMENTS']);
  return { userId: user.userId, token: await t.login(user.email, user.password) };
}

describe('a remembered list shaped by afterRead hooks', () => {
  it('gives each caller their own shaped answer, however often they alternate', async () => {
    await t.db
      .insertInto('department')
      .values({ department: 'Shaped One', description: 'x', attributes: '{}' })
      .execute();
    // Same privileges, two people: only who they are tells their answers apart.
    const [a, b] = [await lister(), await lister()];
    for (let round = 0; round < 2; round++)
      for (const who of [a, b]) {
        const { content } = await list(who.token);
        expect(content.length).toBeGreaterThan(0);
        for (const row of content) expect(row.description).toBe(`seen by ${who.userId}`);
      }
  });

  it('runs the hooks once for a caller while nothing is written', async () => {
    const a = await lister();
    const { value: runs } = await secondRead(t.database.db, async () => {
      const before = shaped.count;
      await list(a.token);
      return shaped.count - before;
    });
    expect(runs).toBe(0);
  });

  it('shows a rename made after the list was remembered', async () => {
    const a = await lister();
    const { departmentId } = await t.db
      .insertInto('department')
      .values({ department: 'Shaped Before', description: 'x', attributes: '{}' })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const names = async () => (await list(a.token)).content.map((d) => d.department);
    expect(await names()).toContain('Shaped Before');
    await t.db
      .updateTable('department')
      .set({ department: 'Shaped After' })
      .where('departmentId', '=', departmentId)
      .execute();
    const after = await names();
    expect(after).toContain('Shaped After');
    expect(after).not.toContain('Shaped Before');
  });
});
