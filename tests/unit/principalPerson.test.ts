// Issue #38: what the framework knows of the HR entities behind accounts and attribute kinds comes
// from the schemas: the account schema's x-person, and the resources with attribute definitions.
import { describe, expect, it } from 'vitest';
import { attributeKinds } from '../../src/server/operations/attributes.ts';
import { personOf } from '../../src/server/resource/person.ts';

describe('the principal and the attribute kinds, from the schemas', () => {
  it("reads the account's person from user.schema.json's x-person", () => {
    expect(personOf()).toEqual({
      resource: 'employee',
      link: 'userId',
      names: { first: 'firstName', last: 'lastName' },
      idColumn: 'employeeId',
    });
  });

  it('finds the four attribute kinds, each named in messages by its title', () => {
    expect(Object.fromEntries(attributeKinds())).toEqual({
      organization: 'organization',
      branch: 'sub-organization',
      department: 'department',
      employee: 'employee',
    });
  });
});
