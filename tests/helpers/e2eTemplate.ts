/**
 * Global setup of the e2e project: one first start of the built server (migration, demo seed,
 * logins printed, SuperAdmin password settled), stopped cleanly, whose data directory every browser
 * test file then starts from a copy of (startServer in server.ts). The folder and the logins are
 * written to a JSON file whose path is provided as `e2eTemplate`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { firstStart, type E2eTemplate } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-e2e-template-'));
  const dataDir = path.join(dir, 'data');
  const server = await firstStart({}, { dataDir, keepData: true });
  await server.stop();
  const template: E2eTemplate = {
    dataDir,
    logins: server.logins,
    printedAdminPassword: server.printedAdminPassword,
  };
  const file = path.join(dir, 'template.json');
  fs.writeFileSync(file, JSON.stringify(template));
  project.provide('e2eTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
