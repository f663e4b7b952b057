// The relations chain's screens (#22 "Proven by") on the fixture tests/fixtures/relations/project,
// generated into tmp/ and joined to the real generated modules (tests/helpers/fixtureBuild.ts): the
// real <Admin> with the generic list, form and show screen of a resource no source file names, an
// owner (a reference to employee) and members (a many-to-many), over an HTTP edge that answers as
// the server's simple-rest routes and name search do (tests/api/references.test.ts pins those).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, AdminContext, HttpError, memoryStore, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { authFor } from './schemaListHarness.tsx';
import { removeFixtureBuilds } from '../helpers/fixtureBuild.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { describedText } from '../helpers/describedText.ts';
import { pickFromAnswer } from '../helpers/searchBox.ts';


vi.mock('../../src/generated/registry.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/relations', 'registry', real),
);
vi.mock('../../src/generated/routing.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/relations', 'routing', real),
);
vi.mock('../../src/generated/formSchemas.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined(
    'tests/fixtures/relations',
    'formSchemas',
    real,
  ),
);
vi.mock('../../src/generated/validators/index.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined(
    'tests/fixtures/relations',
    'validators/index',
    real,
  ),
);

const { createDataProvider } = await import('../../src/admin/schema/dataProvider.ts');
const { schemaResources } = await import('../../src/admin/schema/resources.tsx');
const { RelatedRecords } = await import('../../src/admin/schema/references/RelatedRecords.tsx');

afterAll(removeFixtureBuilds);

const PRIVILEGES = ['GET_PROJECTS', 'CREATE_PROJECT', 'UPDATE_PROJECT', 'DELETE_PROJECT'];
const RULE = 'End Date must not be before Start Date';
const NO_OWNER = 'Please choose an owner who exists.';

type Project = {
  projectId: number;
  name: string;
  ownerId: number | null;
  memberIds: number[];
  status: string;
  startDate: string | null;
  endDate: string | null;
};

/**
 * The server's side of the chain, in memory: employees by name, projects with their links, the
 * project routes (list with "has any of", show, create with the schema's default and the reference
 * check) and the name search, each answering in the shape and status the real routes do.
 */
function fakeServer() {
  const people = new Map<number, string>([
    [1, 'Ada Lovelace'],
    [2, 'Alan Turing'],
    [3, 'Grace Hopper'],
    [4, 'Katherine Johnson'],
    [5, 'Margaret Hamilton'],
  ]);
  const projects: Project[] = [
    {
      projectId: 1,
      name: 'Apollo',
      ownerId: 1,
      memberIds: [1, 2, 3, 4, 5],
      status: 'ACTIVE',
      startDate: '2026-01-05',
      endDate: null,
    },
    {
      projectId: 2,
      name: 'Gemini',
      ownerId: null,
      memberIds: [2],
      status: 'PLANNED',
      startDate: null,
      endDate: null,
    },
  ];
  /** A record as reads answer it: the id, the links in id order, the names in `_names`. */
  const shown = (p: Project) => ({
    ...p,
    id: p.projectId,
    _names: {
      ownerId: p.ownerId == null ? null : people.get(p.ownerId),
      memberIds: p.memberIds.map((m) => people.get(m)),
    },
  });
  const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers(headers),
    body: JSON.stringify(json),
    json,
  });
  const paged = (resource: string, rows: unknown[], range: string | null) => {
    const [first, last] = JSON.parse(range ?? '[0,9]') as [number, number];
    const page = rows.slice(first, last + 1);
    return answer(200, page, {
      'content-range': `${resource} ${first}-${first + page.length - 1}/${rows.length}`,
    });
  };
  const refuse = (message: string, path: string) => {
    throw new HttpError(message, 400, {
      success: false,
      message,
      errors: [message],
      fieldErrors: [{ path, message }],
    });
  };

  const http = vi.fn(async (url: string, options?: RequestInit) => {
    const u = new URL(url, 'http://test');
    const method = options?.method ?? 'GET';
    const filter = JSON.parse(u.searchParams.get('filter') ?? '{}');
    if (method === 'GET' && u.pathname === '/api/v1/names/employee') {
      const q = String(filter.q ?? '').toLowerCase();
      const ids: number[] | undefined = filter.id;
      const rows = [...people]
        .filter(([id, name]) => (ids ? ids.includes(id) : name.toLowerCase().includes(q)))
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return paged('employee', rows, u.searchParams.get('range'));
    }
    if (method === 'GET' && u.pathname === '/api/v1/project') {
      const rows = projects
        .filter((p) => !filter.q || p.name.toLowerCase().includes(filter.q.toLowerCase()))
        .filter((p) => filter.ownerId == null || p.ownerId === filter.ownerId)
        .filter(
          (p) =>
            filter.memberIds == null ||
            [filter.memberIds].flat().some((m: number) => p.memberIds.includes(m)),
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(shown);
      return paged('project', rows, u.searchParams.get('range'));
    }
    const one = /^\/api\/v1\/project\/(\d+)$/.exec(u.pathname);
    if (method === 'GET' && one) {
      const p = projects.find((x) => x.projectId === Number(one[1]));
      if (p) return answer(200, shown(p));
    }
    if (method === 'POST' && u.pathname === '/api/v1/project') {
      const body = JSON.parse(String(options?.body));
      if (body.ownerId != null && !people.has(body.ownerId)) refuse(NO_OWNER, 'ownerId');
      const created: Project = {
        projectId: projects.length + 1,
        name: body.name,
        ownerId: body.ownerId ?? null,
        memberIds: [...new Set<number>(body.memberIds ?? [])].sort((a, b) => a - b),
        status: body.status ?? 'PLANNED',
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
      };
      projects.push(created);
      return answer(201, shown(created));
    }
    throw new HttpError('Not found.', 404, {});
  });
  return { http, people, projects };
}

function renderAt(at: string, server = fakeServer()) {
  const project = schemaResources().find((r) => r.name === 'project')!;
  render(
    <MemoryRouter initialEntries={[at]}>
      <Admin
        i18nProvider={englishI18nProvider()}
        dataProvider={createDataProvider(server.http)}
        authProvider={authFor(PRIVILEGES)}
        store={memoryStore()}
      >
        <Resource {...project} />
      </Admin>
    </MemoryRouter>,
  );
  return server;
}

const requests = (server: ReturnType<typeof fakeServer>) =>
  server.http.mock.calls.map(([url, o]) => `${o?.method ?? 'GET'} ${decodeURIComponent(url)}`);
const posted = (server: ReturnType<typeof fakeServer>) =>
  server.http.mock.calls.filter(([, o]) => o?.method === 'POST');

/** The first list row (or card) naming `text`. */
async function rowOf(text: string) {
  const cell = await screen.findByText(text, { selector: 'td *, td' });
  return cell.closest('tr')!;
}

/** Picks `option` from the server's answer to `typed` (tests/helpers/searchBox.ts). */
const pick = pickFromAnswer;

/** Types into a field and waits until the form holds it (RJSF applies changes after a render). */
async function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value));
}

const CONTROLS = 'input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"]';

/**
 * A field's box as a user sees it, label, value and what is shown under it (an error): the
 * largest element around its control that holds no other field's control.
 */
function fieldText(control: HTMLElement) {
  let box = control;
  while (box.parentElement && box.parentElement.querySelectorAll(CONTROLS).length <= 1)
    box = box.parentElement;
  return box.textContent ?? '';
}

async function createForm() {
  // The first render also loads the screens and the precompiled validator: slow under load.
  const heading = await screen.findByRole(
    'heading',
    { name: 'Create Project' },
    { timeout: 30_000 },
  );
  return heading.closest('div')!.parentElement!;
}

describe('the generated list of a resource with references', () => {
  it('shows the owner by name and the first three members then "+N", from one request', async () => {
    const server = renderAt('/project');
    const apollo = await rowOf('Apollo');
    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
      expect(within(apollo).getAllByText(name).length).toBeGreaterThan(0);
    expect(within(apollo).queryByText('Margaret Hamilton')).toBeNull();
    expect(within(apollo).getByLabelText('2 more').textContent).toBe('+2');
    expect(within(apollo).getByText('Active')).toBeTruthy();
    const gemini = await rowOf('Gemini');
    expect(within(gemini).getByText('No owner')).toBeTruthy();
    expect(within(gemini).getByText('Alan Turing')).toBeTruthy();
    // Names come with the records: the list never reads employees.
    expect(requests(server).filter((r) => r.includes('employee'))).toEqual([]);
  }, 60_000);

  it('filters by "has any of" a member picked in the search box', async () => {
    const server = renderAt('/project');
    await rowOf('Gemini');
    const box = screen.getByRole('combobox', { name: 'Members' });
    // Nothing chosen yet: no chip, no search of anything but employees.
    expect(within(box.parentElement!).queryAllByRole('button', { name: /#/ })).toEqual([]);
    expect((screen.getByRole('combobox', { name: 'Owner' }) as HTMLInputElement).value).toBe('');
    await pick(box, 'hop', 'Grace Hopper', 'Alan Turing');
    await waitFor(() => expect(screen.queryByText('Gemini')).toBeNull());
    expect(await rowOf('Apollo')).toBeTruthy();
    expect(requests(server)).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/project\?filter=\{"memberIds":\[3\]\}/),
    );
    expect(screen.getByRole('button', { name: 'Grace Hopper' })).toBeTruthy();
    expect(requests(server).filter((r) => r.includes('/names/'))).toEqual(
      requests(server).filter((r) => r.includes('/names/employee?')),
    );
  }, 60_000);
});

describe('the generated form of a resource with references', () => {
  it('picks the owner and members with the search box, checks the date rule, then sends', async () => {
    const server = renderAt('/project/create');
    const form = await createForm();
    // The schema's default, by its label.
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toContain('Planned');
    await type(/Project Name/, 'Artemis');
    await pick(
      screen.getByRole('combobox', { name: 'Owner' }),
      'lov',
      'Ada Lovelace',
      'Grace Hopper',
    );
    const members = screen.getByRole('combobox', { name: 'Members' });
    await pick(members, 'tur', 'Alan Turing', 'Ada Lovelace');
    await pick(members, 'hop', 'Grace Hopper', 'Alan Turing');
    for (const chip of ['Alan Turing', 'Grace Hopper'])
      expect(screen.getByRole('button', { name: chip })).toBeTruthy();
    await type(/Start Date/, '2026-05-10');
    await type(/End Date/, '2026-05-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(RULE)).toBeTruthy();
    expect(fieldText(screen.getByLabelText(/End Date/))).toContain(RULE);
    expect(fieldText(screen.getByLabelText(/Start Date/))).not.toContain(RULE);
    expect(posted(server)).toHaveLength(0);

    await type(/End Date/, '2026-06-30');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(JSON.parse(String(posted(server)[0][1]?.body))).toMatchObject({
      name: 'Artemis',
      ownerId: 1,
      memberIds: [2, 3],
      status: 'PLANNED',
      startDate: '2026-05-10',
      endDate: '2026-06-30',
    });
    // Back on the list, the new project by its names.
    const artemis = await rowOf('Artemis');
    expect(within(artemis).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(artemis).getByText('Grace Hopper')).toBeTruthy();
  }, 60_000);

  it("puts the server's refusal of an owner who left meanwhile under the Owner field", async () => {
    const server = fakeServer();
    renderAt('/project/create', server);
    const form = await createForm();
    await type(/Project Name/, 'Orion');
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await pick(owner, 'kath', 'Katherine Johnson', 'Ada Lovelace');
    server.people.delete(4);
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    await waitFor(() => expect(fieldText(owner)).toContain(NO_OWNER));
    // A screen reader says it with the field: the input is described by the form's error text.
    expect(describedText(owner)).toContain(NO_OWNER);
    expect(fieldText(screen.getByLabelText(/Project Name/))).not.toContain(NO_OWNER);
    expect(server.projects.map((p) => p.name)).not.toContain('Orion');
  }, 60_000);
});

describe('the show page and the related records of a resource with references', () => {
  it("shows the project's owner and members by name", async () => {
    renderAt('/project/1/show');
    expect(await screen.findByRole('heading', { name: 'Project' })).toBeTruthy();
    expect(await screen.findByText('Apollo')).toBeTruthy();
    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByText('Active')).toBeTruthy();
  }, 60_000);

  it("lists an employee's projects on the employee's pages, each a link to its show page", async () => {
    const server = fakeServer();
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={createDataProvider(server.http)}
          authProvider={authFor(PRIVILEGES)}
          i18nProvider={englishI18nProvider()}
        >
          <RelatedRecords resource="employee" id={2} />
        </AdminContext>
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Projects' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Apollo', '/project/1/show'],
      ['Gemini', '/project/2/show'],
    ]);
    expect(requests(server)).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/project\?filter=\{"memberIds":\[2\]\}/),
    );
  }, 60_000);
});
