/**
 * The import calls of a generated list: `POST /api/v1/import/<resource>` with the CSV text, as a dry
 * run (checks only) or the write. A 422 answer carries every bad cell; it comes back as `problems`
 * instead of an exception, since the dialog shows them as a table.
 */
import { API_BASE, httpClient } from '../../providers/httpClient.ts';
import { errorMessage } from '../../providers/errors.ts';

export type BadCell = { row: number; column: string; message: string };
export type ImportAnswer =
  | { kind: 'ok'; message: string; rows: number; created: Record<string, unknown>[] }
  | { kind: 'problems'; message: string; cells: BadCell[] }
  | { kind: 'failed'; message: string };

/** The server's limit (src/server/routes/import.ts), checked here first to spare an upload. */
export const MAX_IMPORT_BYTES = 512 * 1024;

export async function sendImport(
  resource: string,
  csv: string,
  dryRun: boolean,
): Promise<ImportAnswer> {
  try {
    const { json } = await httpClient(
      `${API_BASE}/import/${resource}${dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
        body: csv,
      },
    );
    return { kind: 'ok', message: json.message, rows: json.rows, created: json.created ?? [] };
  } catch (error) {
    const body = (error as { body?: { cells?: BadCell[]; message?: string } }).body;
    if ((error as { status?: number }).status === 422 && Array.isArray(body?.cells))
      return { kind: 'problems', message: body.message ?? '', cells: body.cells };
    return { kind: 'failed', message: errorMessage(error) };
  }
}
