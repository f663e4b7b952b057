// `access: "signedIn"` beside a privilege opens an operation to every session, the operation
// checking the privilege itself (schemas/README.md). A generic operation checks it nowhere else,
// so the server refuses to start with one rather than open it.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { resourceRoutes } from '../../src/server/routes/resources.ts';

describe('access beside a privilege on a generic operation', () => {
  it('stops the server from starting, naming the resource and the operation', async () => {
    const skill = structuredClone(registry.skill) as ResourceSchema;
    skill['x-api']!.list = { ...skill['x-api']!.list!, access: 'signedIn' };
    const app = Fastify();
    await expect(resourceRoutes(app, { db: undefined as never, schemas: [skill] })).rejects.toThrow(
      'skill: x-api.list declares access beside its privilege',
    );
    await app.close();
  });
});
