// Rules across fields and enum labels in the generated form (issue #22 §3–4), on a schema that exists
// only in the tests: tests/fixtures/rules is generated into tmp/ and joins the real generated modules
// (tests/helpers/fixtureBuild.ts), so the real generic create screen renders it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, HttpError, memoryStore, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { authFor } from './schemaListHarness.tsx';
import { removeFixtureBuilds } from '../helpers/fixtureBuild.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';


vi.mock('../../src/generated/registry.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/rules', 'registry', real),
);
vi.mock('../../src/generated/routing.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/rules', 'routing', real),
);
vi.mock('../../src/generated/formSchemas.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/rules', 'formSchemas', real),
);
vi.mock('../../src/generated/validators/index.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined(
    'tests/fixtures/rules',
    'validators/index',
    real,
  ),
);

const { createDataProvider } = await import('../../src/admin/schema/dataProvider.ts');
const { schemaResources } = await import('../../src/admin/schema/resources.tsx');

afterAll(removeFixtureBuilds);

const MESSAGE = 'Valid To must not be before Valid From';
const TAKEN = 'A certification with this name and level already exists';

/** The network edge: a create the server refuses as its unique rule does (409, fieldErrors). */
function renderCreate() {
  const http = vi.fn(async (url: string, options?: RequestInit) => {
    const u = new URL(url, 'http://test');
    if (options?.method === 'POST' && u.pathname === '/api/v1/certification')
      throw new HttpError(TAKEN, 409, {
        success: false,
        message: TAKEN,
        errors: [TAKEN],
        fieldErrors: [{ path: 'level', message: TAKEN }],
      });
    throw new HttpError('Not found.', 404, {});
  });
  const resource = schemaResources().find((r) => r.name === 'certification')!;
  render(
    <MemoryRouter initialEntries={['/certification/create']}>
      <Admin
        i18nProvider={englishI18nProvider()}
        dataProvider={createDataProvider(http)}
        authProvider={authFor(['GET_ALL_SKILL', 'ADD_SKILL'])}
        store={memoryStore()}
      >
        <Resource {...resource} />
      </Admin>
    </MemoryRouter>,
  );
  return http;
}

const posted = (http: ReturnType<typeof renderCreate>) =>
  http.mock.calls.filter(([, o]) => o?.method === 'POST');

async function form() {
  // The first render also loads the screens and the precompiled validator: slow under load.
  const heading = await screen.findByRole(
    'heading',
    { name: 'Create Certification' },
    { timeout: 30_000 },
  );
  return heading.closest('div')!.parentElement!;
}

/** Types into a field and waits until the form holds it (RJSF applies changes after a render). */
async function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value));
}

/** The helper text under a field: its error (MUI links it by aria-describedby). */
const errorUnder = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const field = input.closest('.MuiFormControl-root, .MuiTextField-root')!.parentElement!;
  return field.textContent ?? '';
};

describe('rules across fields in the generated form', () => {
  it("shows the rule's words under the end date before anything is sent", async () => {
    const http = renderCreate();
    const f = await form();
    await type(/Certification Name/, 'Cloud');
    await type(/Valid From/, '2026-05-02');
    await type(/Valid To/, '2026-05-01');
    fireEvent.click(within(f).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(errorUnder(/Valid To/)).toContain(MESSAGE);
    expect(errorUnder(/Valid From/)).not.toContain(MESSAGE);
    expect(posted(http)).toHaveLength(0);
  }, 60_000);

  it("puts the server's refusal under the field it names", async () => {
    const http = renderCreate();
    const f = await form();
    fireEvent.change(screen.getByLabelText(/Certification Name/), { target: { value: 'Cloud' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted(http)).toHaveLength(1));
    await waitFor(() => expect(errorUnder(/^Level/)).toContain(TAKEN));
    expect(errorUnder(/Certification Name/)).not.toContain(TAKEN);
  });

  it('shows enum labels, not codes, in the select; the default is chosen', async () => {
    renderCreate();
    await form();
    const select = screen.getByRole('combobox', { name: /Level/ });
    expect(select.textContent).toContain('Foundation');
    fireEvent.mouseDown(select);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Foundation', 'Practitioner', 'Master']));
    expect(options).not.toContain('EXPERT');
  });
});
