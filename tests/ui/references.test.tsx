// References shown by name in the console (#22 §1–2): list cells read the names the server sends
// with each record (`_names`), a many-to-many shows its first names and "+N", the search box asks
// the server for names as the user types (one record, or many as chips), and exports write names.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { useState } from 'react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fieldFor } from '../../src/admin/schema/fields.tsx';
import { withReferenceLabels } from '../../src/admin/schema/list/exportReferences.ts';
import {
  RelatedRecords,
  relatedListsOf,
} from '../../src/admin/schema/references/RelatedRecords.tsx';
import { ReferenceSearch } from '../../src/admin/schema/references/ReferenceSearch.tsx';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { schemaTexts } from '../../src/shared/schemaTexts.ts';
import project from '../fixtures/relations/project.schema.json' with { type: 'json' };
import { englishI18nProvider } from '../helpers/i18n.ts';
import { pickFromAnswer } from '../helpers/searchBox.ts';


const props = project.properties as unknown as Record<string, JSONSchema7>;
const PEOPLE = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Alan Turing' },
  { id: 3, name: 'Grace Hopper' },
  { id: 4, name: 'Katherine Johnson' },
  { id: 5, name: 'Margaret Hamilton' },
];

/** The server's name search (GET /api/v1/names/employee), as ra-data-simple-rest reads it. */
function namesProvider() {
  const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) => {
    const q = (params.filter.q ?? '').toLowerCase();
    const data = PEOPLE.filter((p) => p.name.toLowerCase().includes(q));
    return { data, total: data.length };
  });
  const getMany = vi.fn(async (_resource: string, params: { ids: number[] }) => ({
    data: PEOPLE.filter((p) => params.ids.includes(p.id)),
  }));
  return { getList, getMany } as unknown as DataProvider & {
    getList: typeof getList;
    getMany: typeof getMany;
  };
}

const RECORD = {
  id: 7,
  projectId: 7,
  name: 'Apollo',
  ownerId: 1,
  memberIds: [1, 2, 3, 4, 5],
  _names: {
    ownerId: 'Ada Lovelace',
    memberIds: PEOPLE.map((p) => p.name),
  },
};

function cell(name: string, record: object, dataProvider = namesProvider()) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18nProvider()}>
      <RecordContextProvider value={record}>{fieldFor(name, props[name])}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('cells of references shown by name', () => {
  it('shows the owner by the name the record carries, without reading employees', async () => {
    const dataProvider = namesProvider();
    cell('ownerId', RECORD, dataProvider);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByText('1')).toBeNull();
    expect(dataProvider.getMany).not.toHaveBeenCalled();
  });

  it('shows the empty text for a project without an owner', async () => {
    cell('ownerId', { ...RECORD, ownerId: null, _names: { ...RECORD._names, ownerId: null } });
    expect(await screen.findByText('—')).toBeTruthy();
  });

  it('shows the first three members and "+2" for the rest', async () => {
    cell('memberIds', RECORD);
    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
      expect(await screen.findByText(name)).toBeTruthy();
    expect(screen.queryByText('Katherine Johnson')).toBeNull();
    const more = screen.getByText('+2');
    expect(more.closest('[aria-label]')?.getAttribute('aria-label')).toBe('2 more');
  });

  it('shows every member when there are three or fewer, and no "+N"', async () => {
    const names = ['Ada Lovelace', 'Alan Turing'];
    cell('memberIds', {
      ...RECORD,
      memberIds: [1, 2],
      _names: { ...RECORD._names, memberIds: names },
    });
    expect(await screen.findByText('Alan Turing')).toBeTruthy();
    expect(screen.queryByText(/^\+/)).toBeNull();
  });
});

function Picker(p: {
  many: boolean;
  initial: number | number[] | undefined;
  names?: string[] | string;
  onPick: (v: unknown) => void;
  dataProvider: DataProvider;
}) {
  function Inner() {
    const [value, setValue] = useState(p.initial);
    return (
      <ReferenceSearch
        id="owner"
        resource="employee"
        many={p.many}
        label={p.many ? 'Members' : 'Owner'}
        value={value}
        names={p.names}
        onChange={(v) => {
          setValue(v);
          p.onPick(v);
        }}
      />
    );
  }
  return (
    <AdminContext dataProvider={p.dataProvider} i18nProvider={englishI18nProvider()}>
      <Inner />
    </AdminContext>
  );
}

describe('the search box of a reference', () => {
  it('searches the server by name as the user types and picks one record', async () => {
    const dataProvider = namesProvider();
    const onPick = vi.fn();
    render(<Picker many={false} initial={undefined} onPick={onPick} dataProvider={dataProvider} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    // The answer to "hop" replaces the options: pick from it, not from an earlier list.
    await pickFromAnswer(box, 'hop', 'Grace Hopper', 'Ada Lovelace');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'names/employee',
      expect.objectContaining({ filter: { q: 'hop' } }),
    );
    expect(onPick).toHaveBeenLastCalledWith(3);
    expect((box as HTMLInputElement).value).toBe('Grace Hopper');
  });

  it('keeps the chosen members as chips named from the record, and adds one', async () => {
    const dataProvider = namesProvider();
    const onPick = vi.fn();
    render(
      <Picker
        many
        initial={[1, 2]}
        names={['Ada Lovelace', 'Alan Turing']}
        onPick={onPick}
        dataProvider={dataProvider}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alan Turing' })).toBeTruthy();
    expect(dataProvider.getMany).not.toHaveBeenCalled();
    const box = screen.getByRole('combobox', { name: 'Members' });
    // Only the answer to "marg" holds no one else: pick from it, not from an earlier list.
    await pickFromAnswer(box, 'marg', 'Margaret Hamilton', 'Grace Hopper');
    expect(onPick).toHaveBeenLastCalledWith([1, 2, 5]);
    expect(screen.getByRole('button', { name: 'Margaret Hamilton' })).toBeTruthy();
  });

  it('names chosen ids the record does not name by asking the server for them', async () => {
    const dataProvider = namesProvider();
    render(<Picker many initial={[4]} onPick={vi.fn()} dataProvider={dataProvider} />);
    expect(await screen.findByRole('button', { name: 'Katherine Johnson' })).toBeTruthy();
    expect(dataProvider.getMany).toHaveBeenCalledWith(
      'names/employee',
      expect.objectContaining({ ids: [4] }),
    );
  });

  it('removes a member with its chip', async () => {
    const onPick = vi.fn();
    render(
      <Picker
        many
        initial={[1, 2]}
        names={['Ada Lovelace', 'Alan Turing']}
        onPick={onPick}
        dataProvider={namesProvider()}
      />,
    );
    const chip = screen.getByRole('button', { name: 'Ada Lovelace' });
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onPick).toHaveBeenLastCalledWith([2]);
  });
});

describe('exports of references', () => {
  it('writes the names the records carry, members joined by a comma', async () => {
    const dataProvider = namesProvider();
    const rows = await withReferenceLabels(
      dataProvider,
      props as never,
      ['name', 'ownerId', 'memberIds'],
      [
        {
          ...RECORD,
          memberIds: [1, 2],
          _names: { ownerId: 'Ada Lovelace', memberIds: ['Ada Lovelace', 'Alan Turing'] },
        },
      ],
    );
    expect(rows[0]).toMatchObject({
      name: 'Apollo',
      ownerId: 'Ada Lovelace',
      memberIds: 'Ada Lovelace, Alan Turing',
    });
    expect(dataProvider.getMany).not.toHaveBeenCalled();
  });
});

const PROJECTS = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  projectId: i + 1,
  name: `Project ${String(i + 1).padStart(2, '0')}`,
  memberIds: [3],
}));

/** The owner's list filtered by "has any of", and an auth provider granting `privileges`. */
function related(p: { projects: typeof PROJECTS; privileges: string[] }) {
  const getList = vi.fn(
    async (
      _resource: string,
      params: { pagination: { page: number; perPage: number }; filter: object },
    ) => {
      const { perPage } = params.pagination;
      return { data: p.projects.slice(0, perPage), total: p.projects.length };
    },
  );
  const needed: Record<string, string> = { list: 'GET_PROJECTS', show: 'GET_PROJECTS' };
  const authProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => [],
    canAccess: async ({ action }: { action: string }) => p.privileges.includes(needed[action]),
  };
  render(
    <AdminContext
      dataProvider={{ getList } as unknown as DataProvider}
      authProvider={authProvider}
      i18nProvider={englishI18nProvider()}
    >
      <RelatedRecords
        resource="employee"
        id={3}
        schemas={{ project: project as unknown as ResourceSchema }}
      />
    </AdminContext>,
  );
  return getList;
}

describe("the referenced record's related records", () => {
  it('finds the many-to-many lists that declare `related` on a resource', () => {
    const schemas = { project: project as unknown as ResourceSchema };
    expect(relatedListsOf('employee', schemas)).toEqual([
      { owner: 'project', property: 'memberIds', related: 'Projects' },
    ]);
    expect(relatedListsOf('department', schemas)).toEqual([]);
    // `related` is a schema text, so the catalogues can translate it like a title.
    expect(schemaTexts(project)).toContainEqual({
      path: ['properties', 'memberIds', 'x-reference', 'related'],
      text: 'Projects',
    });
    // No real schema declares one yet: the console shows nothing new.
    expect(relatedListsOf('employee')).toEqual([]);
  });

  it('lists the related records by name, each a link, the first page then "Show more"', async () => {
    const getList = related({ projects: PROJECTS, privileges: ['GET_PROJECTS'] });
    const section = await screen.findByRole('region', { name: 'Projects' });
    const link = await within(section).findByRole('link', { name: 'Project 01' });
    expect(link.getAttribute('href')).toMatch(/\/project\/1\/show$/);
    expect(within(section).queryByText('Project 11')).toBeNull();
    expect(within(section).getByText('10 of 12')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'project',
      expect.objectContaining({ filter: { memberIds: [3] } }),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(await within(section).findByRole('link', { name: 'Project 12' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the empty text when nothing is related', async () => {
    related({ projects: [], privileges: ['GET_PROJECTS'] });
    const section = await screen.findByRole('region', { name: 'Projects' });
    expect(await within(section).findByText('None yet')).toBeTruthy();
  });

  it('hides the section from a user who may not list the owner', async () => {
    const getList = related({ projects: PROJECTS, privileges: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
