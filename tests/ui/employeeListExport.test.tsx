// The employee list's 'Export to csv' / 'Export to xls' (x-list.export): every row matching the
// filter and sort, paged through the API, under the grid's header labels with the cell texts as
// shown, formula-like text defused. The produced file is captured at URL.createObjectURL.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { renderList } from './schemaListHarness.tsx';
import { choose, employee, employeeApi, employees, EVERYTHING } from './employeeListHelpers.tsx';

let files: Blob[] = [];
beforeEach(() => {
  files = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** 130 employees (more than one export page of 100), one with a formula as its first name. */
const rows = [
  ...employees(128),
  employee(129, { user: null }),
  employee(130, { firstName: '=HYPERLINK("http://evil")', lastName: null }),
  employee(131, { firstName: null, lastName: null }),
];

async function exported(format: 'csv' | 'xls') {
  fireEvent.click(await screen.findByRole('button', { name: `Export to ${format}` }));
  await waitFor(() => expect(files).toHaveLength(1));
  return files[0]!;
}

const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the employee list export', () => {
  it('writes every employee to Employee.csv, not only the visible page', async () => {
    const { calls } = renderList('employee', employeeApi({ rows }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    const link = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const blob = await exported('csv');
    expect((link.mock.contexts[0] as HTMLAnchorElement).download).toBe('Employee.csv');
    const [header, ...lines] = parseCsv(await blob.text());
    expect(header).toEqual(['Employee Name', 'Employee Email', 'Employee Code', 'Department']);
    expect(lines).toHaveLength(131);
    expect(lines[0]).toEqual(['Name1 Rao', 'name1@example.com', 'E1', 'Unassigned']);
    expect(lines[1]).toEqual(['Name2 Rao', 'name2@example.com', 'E2', 'Engineering']);
    expect(lines[128]).toEqual(['Name129 Rao', 'CONFIDENTIAL', 'E129', 'Unassigned']);
    expect(lines[129]![0]).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[130]![0]).toBe('Incomplete');
    const pages = calls().filter(
      (c) => c.includes('getAllEmployees?page=') && c.includes('size=100'),
    );
    expect(
      pages.map((c) => new URL(c.split(' ')[1]!, 'http://t').searchParams.get('page')),
    ).toEqual(['0', '1']);
  });

  it('writes the same table to an xlsx workbook', async () => {
    renderList('employee', employeeApi({ rows }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const blob = await exported('xls');
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(book.SheetNames[0]).toBe('Employee');
    expect(table[0]).toEqual(['Employee Name', 'Employee Email', 'Employee Code', 'Department']);
    expect(table).toHaveLength(132);
    expect(table[1]).toEqual(['Name1 Rao', 'name1@example.com', 'E1', 'Unassigned']);
    expect(table[130]![0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.A131?.f).toBeUndefined();
  });

  it('exports what the filter and sort select, in that order', async () => {
    const byDepartment = [employee(2), employee(4)];
    const { calls } = renderList('employee', employeeApi({ rows, byDepartment }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    await choose('Department', 'Engineering');
    await choose('Sort By', 'Alphabetically');
    await waitFor(() =>
      expect(calls().at(-1)).toContain('/department/2?page=0&size=5&sortBy=Name'),
    );
    await screen.findByText('Name4 Rao');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const [, ...lines] = parseCsv(await (await exported('csv')).text());
    expect(lines.map((l) => l[0])).toEqual(['Name2 Rao', 'Name4 Rao']);
    expect(calls()).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/department\/2\?page=0&size=100&sortBy=Name$/),
    );
  });

  it('keeps the order of a many-page export fetched several pages at a time', async () => {
    const many = employees(650);
    const { calls } = renderList('employee', employeeApi({ rows: many }), EVERYTHING);
    await screen.findByText('Name1 Rao');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Export to csv' }));
    await screen.findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...lines] = parseCsv(await files[0]!.text());
    expect(lines.map((l) => l[0])).toEqual(many.map((e) => `${e.firstName} ${e.lastName}`));
    const pages = calls().filter(
      (c) => c.includes('getAllEmployees?page=') && c.includes('size=100'),
    );
    expect(pages).toHaveLength(7);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Export progress' })).toBeNull(),
    );
  });
});
