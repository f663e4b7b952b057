// The one attribute manager, rendered for each attribute kind against a stubbed API: add with
// collapsed whitespace, inline edit, delete after confirmation, the empty text and the spec's words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ResourceName } from '../../src/generated/registry.ts';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { dataProvider } from '../../src/admin/providers/dataProvider.ts';
import { AttributeManager } from '../../src/admin/schema/attributes/AttributeManager.tsx';
import { loginUser, mockApi, signIn, type Handler } from './harness.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';

const ALL = [
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'CREATE_DEPARTMENT_ATTRIBUTE',
  'UPDATE_DEPARTMENT_ATTRIBUTE',
  'DELETE_DEPARTMENT_ATTRIBUTE',
  'GET_ALL_ORGANIZATION_ATTRIBUTES',
  'CREATE_ORGANIZATION_ATTRIBUTE',
  'GET_BRANCH_ATTRIBUTE',
  'ADD_BRANCH_ATTRIBUTE',
];
const floor = { attributeId: 1, attributeKey: 'Floor' };
const s4 = (message: string, data: unknown = floor) => ({
  body: { status: 200, isSuccess: true, message, data },
});

function renderManager(resource: ResourceName, handler: Handler, privileges = ALL) {
  signIn(loginUser('Manager', privileges));
  const fetchMock = mockApi(handler);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18nProvider()}>
      <AttributeManager resource={resource} />
      <ToastStack />
    </AdminContext>,
  );
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

async function add(text: string) {
  fireEvent.change(await screen.findByLabelText('Add Attributes...'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the attribute manager', () => {
  it('says "No attributes available" when none are defined', async () => {
    renderManager('departmentAttribute', () => ({ body: [] }));
    expect(await screen.findByText('No attributes available')).toBeTruthy();
  });

  it('adds a name with its whitespace collapsed and toasts the server message', async () => {
    const fetchMock = renderManager('departmentAttribute', (url, init) =>
      init?.method === 'POST'
        ? {
            status: 201,
            ...s4('Attribute created successfully', {
              attributeId: 2,
              attributeKey: 'Floor Number',
            }),
          }
        : { body: [] },
    );
    await add('   Floor    Number  ');
    expect(await screen.findByText('Attribute created successfully')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([
      { url: '/api/v1/departmentAttribute', body: { attributeKey: 'Floor Number' } },
    ]);
  });

  it.each([
    ['departmentAttribute', '   ', 'Attributes field is required'],
    ['branchAttribute', '', 'Attributes field is required'],
    ['organizationAttribute', '  ', 'Attribute field is required'],
    ['organizationAttribute', 'Floor 2', 'Attribute field must contain only letters'],
  ] as const)('refuses %s name %j with "%s" and sends nothing', async (resource, text, message) => {
    const fetchMock = renderManager(resource, () => ({
      body: resource === 'branchAttribute' ? { success: true, branchAttributes: [] } : [],
    }));
    await screen.findByText('No attributes available');
    await add(text);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('lists branch attributes from their S1 envelope', async () => {
    renderManager('branchAttribute', () => ({
      body: { success: true, message: 'ok', branchAttributes: [floor] },
    }));
    expect(await screen.findByText('Floor')).toBeTruthy();
  });

  it('renames inline with the collapsed name', async () => {
    const fetchMock = renderManager('departmentAttribute', (url, init) =>
      init?.method === 'PATCH' ? s4('Attribute updated') : { body: [floor] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Floor' }));
    fireEvent.change(screen.getByLabelText('Rename Floor'), {
      target: { value: ' Ground  Floor ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attribute updated')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      { url: '/api/v1/departmentAttribute/1', body: { attributeKey: 'Ground Floor' } },
    ]);
  });

  it('deletes only after confirmation', async () => {
    const fetchMock = renderManager('departmentAttribute', (url, init) =>
      init?.method === 'DELETE' ? s4('Attribute deleted') : { body: [floor] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sent(fetchMock, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'DELETE')).toEqual([
        { url: '/api/v1/departmentAttribute/1', body: undefined },
      ]),
    );
  });

  it('toasts the server message when the server refuses an attribute', async () => {
    renderManager('departmentAttribute', (url, init) =>
      init?.method === 'POST'
        ? { status: 400, body: { success: false, message: 'Attribute already exists' } }
        : { body: [] },
    );
    await add('Floor');
    expect(await screen.findByText('Attribute already exists')).toBeTruthy();
  });

  it('says "Failed to add attribute" when the server gives no message', async () => {
    renderManager('departmentAttribute', (url, init) =>
      init?.method === 'POST' ? { status: 500 } : { body: [] },
    );
    await add('Floor');
    expect(await screen.findByText('Failed to add attribute')).toBeTruthy();
  });

  it('says "Failed to update attribute" when a rename fails without a message', async () => {
    renderManager('departmentAttribute', (url, init) =>
      init?.method === 'PATCH' ? { status: 500 } : { body: [floor] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Floor' }));
    fireEvent.change(screen.getByLabelText('Rename Floor'), { target: { value: 'Level' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Failed to update attribute')).length).toBeGreaterThan(0);
  });

  it('disables adding without the create privilege', async () => {
    renderManager('departmentAttribute', () => ({ body: [] }), ['GET_ALL_DEPARTMENT_ATTRIBUTES']);
    await screen.findByText('No attributes available');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
  });
});
