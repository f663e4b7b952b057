/**
 * The principal's person (issue #38): the one link the framework keeps from a sign-in account to a
 * record of the application, declared once by the account schema's `x-person` (schemas/README.md)
 * and read here. The framework names no entity for it: the principal carries the person's id
 * (repositories/users.ts), and a directory sign-in names a new account's person from the
 * directory (operations/directorySignIn.ts), both through this declaration.
 */
import { registry } from '../../generated/registry.ts';
import type { PersonHints, ResourceSchema } from '../../shared/dialect.ts';

/** The sign-in account's resource: the schema that declares `x-person`. */
export const ACCOUNT_RESOURCE = 'user';

export type Person = PersonHints & {
  /** The person resource's primary key (its `x-id`). */
  idColumn: string;
};

let person: Person | undefined;

/** The account schema's `x-person`, with the person's id column; a missing one stops the start. */
export function personOf(): Person {
  if (person) return person;
  const schemas = registry as unknown as Record<string, ResourceSchema | undefined>;
  const declared = schemas[ACCOUNT_RESOURCE]?.['x-person'];
  const target = declared && schemas[declared.resource];
  if (!declared || !target)
    throw new Error(`${ACCOUNT_RESOURCE}.schema.json must declare x-person naming a resource`);
  const props = target.properties ?? {};
  for (const name of [declared.link, declared.names.first, declared.names.last])
    if (!(name in props))
      throw new Error(
        `${ACCOUNT_RESOURCE}.schema.json x-person: ${declared.resource} has no ${name}`,
      );
  person = { ...declared, idColumn: target['x-id'] };
  return person;
}
