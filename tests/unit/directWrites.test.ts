// Issue #38 §2: a hook reaches another resource through that resource's operation (`call`). Two
// hook files still write another resource's column directly, each in bulk where a call per record
// would cost one operation per row: a department's delete unlinks its employees (D13), and a role's
// change or delete re-points its holders. They may do so only while the target resource has
// nothing such a write would skip: no hooks on a change, no access hook and no cross-field rule
// naming the column. This test fails the day one appears, pointing at the write to move onto call.
import { describe, expect, it } from 'vitest';
import { serverHooks } from '../../src/generated/serverHooks.ts';
import { registry } from '../../src/generated/registry.ts';
import type { ResourceHooks } from '../../src/server/resource/hookTypes.ts';

const DIRECT_WRITES = [
  { by: 'resources/department/department.server.ts', resource: 'employee', column: 'departmentId' },
  { by: 'resources/role/role.server.ts', resource: 'user', column: 'roleId' },
];

describe('direct writes of another resource’s rows', () => {
  it.each(DIRECT_WRITES)('$by writes $resource.$column: nothing of $resource is skipped', (w) => {
    const hooks = (serverHooks as Record<string, ResourceHooks>)[w.resource] ?? {};
    expect(hooks.access).toBeUndefined();
    expect(hooks.beforeChange ?? []).toEqual([]);
    expect(hooks.afterChange ?? []).toEqual([]);
    const schema = (registry as unknown as Record<string, Record<string, unknown>>)[w.resource];
    expect(JSON.stringify(schema['x-rules'] ?? [])).not.toContain(`"${w.column}"`);
  });
});
