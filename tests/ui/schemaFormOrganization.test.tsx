// The organisation and sub-organisation create-update screens generated from their schemas: the
// spec's validation words, the logo widget's rules (part 1 §5) and the multipart wire (contract §2.6).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const ROUTE = '/organization/organization-create-update';
const ALL = [
  'CREATE_ORGANIZATION',
  'UPDATE_ORGANIZATION',
  'GET_ALL_ORGANIZATIONS',
  'UPLOAD_ORGANIZATION_IMAGE',
  'GET_ALL_ORGANIZATION_ATTRIBUTES',
  'CREATE_ORGANIZATION_ATTRIBUTE',
];
const acme = {
  organizationId: 4,
  organizationName: 'Acme',
  organizationDescription: 'Makes anvils',
  organizationImage: '/api/v1/organization/4/image',
  attributes: {},
};

const api: Route = (url, init) => {
  if (url.pathname === '/api/v1/organization' && init?.method === 'POST') {
    return { status: 201, body: { status: 201, isSuccess: true, message: 'Created', data: acme } };
  }
  if (url.pathname === '/api/v1/organization/4' && init?.method === 'PATCH') {
    return { body: { status: 200, isSuccess: true, message: 'Updated', data: acme } };
  }
  if (url.pathname === '/api/v1/organization') return { body: page([acme]) };
  if (url.pathname === '/api/v1/organizationAttribute') return { body: [] };
  if (url.pathname === '/api/v1/branchAttribute') {
    return { body: { success: true, message: 'ok', branchAttributes: [] } };
  }
  return undefined;
};

const fileInput = () => screen.getByLabelText('Logo', { selector: 'input' }) as HTMLInputElement;

function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function sized(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function submitWith(label: RegExp, value: string, button = 'Create Organization') {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('the organisation form', () => {
  it.each([
    ['', 'Organization Name is required'],
    ['Ac', 'Organization Name must be at least 3 characters'],
    ['Acme 2', 'Organization Name must not contain numbers'],
    ['Acme!', 'Organization Name must contain only letters and spaces'],
    ['Acme  Corp', 'Organization Name must not contain consecutive spaces'],
    ['A'.repeat(51), 'Organization Name must be at most 50 characters'],
  ])('refuses the name %j with "%s"', async (value, message) => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    await submitWith(/Organization Name/, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['', 'Organization Description is required'],
    ['abcd', 'Organization Description must be at least 5 characters'],
    ['x'.repeat(201), 'Organization Description must be at most 200 characters'],
    ['  ab  ', 'Organization Description must not be empty or less than 5 characters'],
  ])('refuses the description %j with "%s"', async (value, message) => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    await submitWith(/Organization Description/, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says what a logo may be under Logo, never a note meant for developers', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    expect(await screen.findByText('JPEG or PNG, up to 5 MB')).toBeTruthy();
    expect(screen.queryByText(/URL of the stored logo/)).toBeNull();
    expect(screen.queryByText(/Custom fields: attribute key/)).toBeNull();
  });

  it('refuses a GIF logo with the spec words', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    pick(sized('logo.gif', 'image/gif', 1000));
    expect(await screen.findByText('Only JPEG and PNG images are allowed.')).toBeTruthy();
  });

  it('refuses a 6 MB logo with the spec words', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    pick(sized('logo.png', 'image/png', 6 * 1024 * 1024));
    expect(await screen.findByText('File size must not exceed 5MB.')).toBeTruthy();
  });

  it('hides the logo upload without UPLOAD_ORGANIZATION_IMAGE', async () => {
    openForm(
      ROUTE,
      ALL.filter((p) => p !== 'UPLOAD_ORGANIZATION_IMAGE'),
      api,
    );
    await formHeading('Create Organization');
    expect(screen.queryByLabelText('Logo', { selector: 'input' })).toBeNull();
  });

  it('disables Manage Attributes without CREATE_ORGANIZATION_ATTRIBUTE', async () => {
    openForm(
      ROUTE,
      ALL.filter((p) => p !== 'CREATE_ORGANIZATION_ATTRIBUTE'),
      api,
    );
    await formHeading('Create Organization');
    expect(screen.getByRole('button', { name: 'Manage Attributes' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('creates as multipart: organizationData as JSON text plus the logo file', async () => {
    const fetchMock = openForm(ROUTE, ALL, api);
    await formHeading('Create Organization');
    fireEvent.change(screen.getByLabelText(/Organization Name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/Organization Description/), {
      target: { value: 'Makes anvils' },
    });
    const logo = sized('logo.png', 'image/png', 2048);
    pick(logo);
    fireEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    await waitFor(() => expect(window.location.pathname).toBe('/organization/organization-list'));
    const [post] = callsTo(fetchMock, '/organization').filter((c) => c.method === 'POST');
    const body = post.body as FormData;
    expect(JSON.parse(String(body.get('organizationData')))).toEqual({
      organizationName: 'Acme',
      organizationDescription: 'Makes anvils',
      attributes: {},
    });
    expect((body.get('file') as File).name).toBe('logo.png');
  });

  it('keeps the values and shows the server message when the server refuses', async () => {
    openForm(ROUTE, ALL, (url, init) =>
      init?.method === 'POST'
        ? { status: 400, body: { success: false, message: 'Organization name already exists' } }
        : api(url, init),
    );
    await formHeading('Create Organization');
    fireEvent.change(screen.getByLabelText(/Organization Name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/Organization Description/), {
      target: { value: 'Makes anvils' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect((await screen.findAllByText('Organization name already exists')).length).toBeGreaterThan(
      0,
    );
    expect(window.location.pathname).toBe(ROUTE);
    expect(screen.getByDisplayValue('Makes anvils')).toBeTruthy();
  });

  it('edits the record named by ?id= and sends removeImage only after Remove Logo', async () => {
    const fetchMock = openForm(`${ROUTE}?id=4`, ALL, api);
    await formHeading('Edit Organization');
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Logo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Organization' }));
    await waitFor(() => expect(window.location.pathname).toBe('/organization/organization-list'));
    const [patch] = callsTo(fetchMock, '/organization/4').filter((c) => c.method === 'PATCH');
    expect(patch.url).toBe('/api/v1/organization/4?removeImage=true');
  });

  it('edits without removeImage when the logo is kept', async () => {
    const fetchMock = openForm(`${ROUTE}?id=4`, ALL, api);
    await formHeading('Edit Organization');
    await screen.findByDisplayValue('Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Update Organization' }));
    await waitFor(() => expect(window.location.pathname).toBe('/organization/organization-list'));
    const [patch] = callsTo(fetchMock, '/organization/4').filter((c) => c.method === 'PATCH');
    expect(patch.url).toBe('/api/v1/organization/4');
  });
});

describe('the sub-organisation form', () => {
  const SUB = '/suborganization/suborganization-create-update';
  const BRANCH = ['ADD_BRANCH', 'UPDATE_BRANCH', 'GET_ALL_ORGANIZATIONS', 'GET_BRANCH_ATTRIBUTE'];

  it.each([
    ['', 'Sub-Organization Name is required'],
    ['ab', 'Sub-Organization Name must be at least 3 characters'],
    ['North 2', 'Sub-Organization Name must not contain numbers'],
    ['North!', 'Sub-Organization Name must not contain special characters'],
    ['North  Side', 'Sub-Organization Name must not contain consecutive spaces'],
  ])('refuses the name %j with "%s"', async (value, message) => {
    openForm(SUB, BRANCH, api);
    await formHeading('Create Sub-Organization');
    await submitWith(/Sub-Organization Name/, value, 'Create Sub-Organization');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('creates a sub-organisation of the chosen organisation', async () => {
    const fetchMock = openForm(SUB, BRANCH, (url, init) =>
      url.pathname === '/api/v1/branch' && init?.method === 'POST'
        ? { status: 201, body: { success: true, message: 'Branch created', Branch: {} } }
        : api(url, init),
    );
    await formHeading('Create Sub-Organization');
    // The select is disabled until the organisations have arrived, as a user sees it.
    const organizations = () => screen.getByRole('combobox', { name: /Organization/ });
    await waitFor(() => expect(organizations().getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(organizations());
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    await submitWith(/Sub-Organization Name/, 'North', 'Create Sub-Organization');
    await waitFor(() =>
      expect(window.location.pathname).toBe('/suborganization/suborganization-list'),
    );
    const [post] = callsTo(fetchMock, '/branch').filter((c) => c.method === 'POST');
    expect(JSON.parse(String(post.body))).toEqual({
      branchName: 'North',
      organizationId: 4,
      attributes: {},
    });
  });
});
