import { describe, expect, it } from 'vitest';
import menu from '../../resources/menu.json' with { type: 'json' };
import { createAjv } from '../../src/shared/createAjv.ts';
import { checkMenu } from '../../src/shared/menu.ts';

describe('resources/menu.json', () => {
  it('is valid and names only catalogue privileges', () => {
    expect(checkMenu(menu, createAjv())).toEqual([]);
  });

  it('reports an unknown privilege with the entry that needs it', () => {
    const broken = structuredClone(menu);
    broken.groups[0].items[0].privilege = 'GET_EVERYTHING';
    expect(checkMenu(broken, createAjv())).toEqual([
      'resources/menu.json: "Organization › Organization List" needs unknown privilege "GET_EVERYTHING"',
    ]);
  });

  it('reports an entry without a route instead of showing a blank menu', () => {
    const broken = structuredClone(menu) as { groups: { items: Record<string, unknown>[] }[] };
    delete broken.groups[1].items[0].route;
    expect(checkMenu(broken, createAjv())[0]).toMatch(
      /^resources\/menu.json\/groups\/1\/items\/0: must have required property 'route'/,
    );
  });
});
