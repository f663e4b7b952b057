/**
 * Starts the app once on a copy of the test database with the directory settings `env` gives, and
 * closes it: resolves when the start succeeds, rejects with the start's own refusal (which names
 * the setting) when it does not. The OpenID Connect and LDAP start checks share it.
 */
import { buildApp } from '../../src/server/app.ts';
import { loadDirectorySettings } from '../../src/server/directory/settings.ts';
import { registry } from '../../src/generated/registry.ts';
import { TEST_JWT_SECRET } from './constants.ts';
import { openCopy } from './testApp.ts';

export async function startWithDirectory(env: Record<string, string>) {
  const { database, drop } = await openCopy();
  try {
    const app = await buildApp({
      database,
      schemas: Object.values(registry),
      config: {
        staticDir: '/nonexistent',
        jwtSecret: TEST_JWT_SECRET,
        loginRateLimit: { max: 10, windowMs: 60_000 },
        directory: loadDirectorySettings(env),
      },
    });
    await app.close();
  } finally {
    await database.close();
    await drop?.();
  }
}
