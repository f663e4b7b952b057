// Who sees which side-bar entries (spec part 1 §1, §6): the pure rule (the server applies it, GET
// /api/v1/menu), then the rendered side bar, fed by the harness with the server's own answer.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import menuJson from '../../resources/menu.json' with { type: 'json' };
import { registry } from '../../src/generated/registry.ts';
import { resolveMenu, visibleMenu, type MenuConfig, type MenuFile } from '../../src/shared/menu.ts';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

/** The shipped menu as the server resolves it at start. */
const menuConfig = resolveMenu(menuJson as MenuFile, Object.values(registry));

const menu: MenuConfig = {
  groups: [
    {
      id: 'organization',
      label: 'Organization',
      icon: 'Business',
      items: [
        {
          label: 'Organization List',
          route: '/organization/organization-list',
          privilege: 'GET_ALL_ORGANIZATIONS',
        },
        {
          label: 'New Organization',
          route: '/organization/organization-create-update',
          privilege: 'CREATE_ORGANIZATION',
        },
      ],
    },
    {
      id: 'department',
      label: 'Department',
      items: [
        {
          label: 'Department List',
          route: '/department/department-list',
          privilege: 'GETALL_DEPARTMENTS',
        },
      ],
    },
    {
      id: 'performance',
      label: 'Performance',
      items: [{ label: 'My Reviews', route: '/performance/view-performance', privilege: null }],
    },
    {
      id: 'attendance',
      label: 'Attendence',
      superAdminOnly: true,
      items: [
        {
          label: 'Configure Attendence',
          route: '/attendence/Configure-Attendence',
          privilege: 'GET_SHIFT_DURATION',
        },
      ],
    },
  ],
};

const shape = (groups: MenuConfig['groups']) =>
  groups.map((g) => [g.label, g.items.map((i) => i.label)]);

describe('visibleMenu', () => {
  it('keeps only the entries whose privilege is held, and entries that need none', () => {
    expect(shape(visibleMenu(menu, 'Employee', ['GET_ALL_ORGANIZATIONS']))).toEqual([
      ['Organization', ['Organization List']],
      ['Performance', ['My Reviews']],
    ]);
  });

  it('drops a group left without entries', () => {
    const groups = visibleMenu(menu, 'Employee', []);
    expect(groups.map((g) => g.id)).toEqual(['performance']);
  });

  it('hides the superAdminOnly group from other roles even with its privilege', () => {
    const groups = visibleMenu(menu, 'Manager', ['GET_SHIFT_DURATION', 'GETALL_DEPARTMENTS']);
    expect(groups.map((g) => g.id)).toEqual(['department', 'performance']);
  });

  it('gives SuperAdmin the full fixed menu whatever the privileges', () => {
    expect(visibleMenu(menu, 'SuperAdmin', [])).toEqual(menu.groups);
    expect(visibleMenu(menuConfig, 'SuperAdmin', [])).toEqual(menuConfig.groups);
  });

  it('shows nothing but the privilege-free entries to a user without a role', () => {
    expect(shape(visibleMenu(menu, null, []))).toEqual([['Performance', ['My Reviews']]]);
  });
});

/** Opens every group of the side bar and returns [group, entries] as a user reads them. */
function readSideBar() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const headers = within(nav).getAllByRole('button', { expanded: false });
  headers.forEach((header) => fireEvent.click(header));
  return within(nav)
    .getAllByRole('button', { expanded: true })
    .map((header) => {
      const list = document.getElementById(header.getAttribute('aria-controls')!)!;
      return [
        header.textContent,
        within(list)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ];
    });
}

describe('the side bar', () => {
  it('shows a user exactly the entries their privileges allow', async () => {
    mockApi();
    signIn(
      loginUser('Employee', [
        'GET_ALL_ORGANIZATIONS',
        'ADD_DEPARTMENT',
        'CREATE_LEAVE_REQUEST',
        'GET_LEAVE_REQUEST_OF_EMPLOYEE',
      ]),
    );
    renderAppAt('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(readSideBar()).toEqual([
      ['Organization', ['Organization List']],
      ['Department', ['Add Department']],
      ['Performance', ['My Reviews']],
      ['Leave', ['New Leave Request', 'Leave Applications']],
    ]);
  });

  it('shows SuperAdmin every group, Attendence included', async () => {
    mockApi();
    signIn(loginUser('SuperAdmin', []));
    renderAppAt('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    const groups = readSideBar().map(([label]) => label);
    expect(groups).toEqual(menuConfig.groups.map((g) => g.label));
  });

  it('opens the group of the current route and marks its entry as the current page', async () => {
    mockApi();
    signIn(loginUser('Employee', ['GET_ALL_ORGANIZATIONS', 'CREATE_ORGANIZATION']));
    renderAppAt('/organization/organization-list');
    const current = await screen.findByRole('link', { name: 'Organization List' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Organization' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      screen.getByRole('link', { name: 'New Organization' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('marks the list, not "New …", while a generated edit screen is open', async () => {
    const sales = { departmentId: 3, department: 'Sales', description: 'Sells things' };
    mockApi((url) =>
      url.includes('/department')
        ? { body: { content: [sales], totalElements: 1, totalPages: 1, last: true } }
        : { body: [] },
    );
    signIn(loginUser('Manager', ['GETALL_DEPARTMENTS', 'ADD_DEPARTMENT', 'UPDATE_DEPARTMENT']));
    renderAppAt('/department/department-create-update?id=3');
    await screen.findByRole('heading', { name: 'Edit Department' });
    const list = screen.getByRole('link', { name: 'Department List' });
    expect(list.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Add Department' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('collapses and expands a group from its header', async () => {
    mockApi();
    signIn(loginUser('Employee', ['GET_ALL_ORGANIZATIONS']));
    renderAppAt('/');
    const header = await screen.findByRole('button', { name: 'Organization' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Organization List' })).toBeTruthy();
  });
});
