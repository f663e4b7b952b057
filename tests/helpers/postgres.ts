/** PostgreSQL plumbing for the API suite when TEST_DATABASE_URL is set. */
import pg from 'pg';

/** The same server and credentials, another database name. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
