// Issue #43: directory groups to roles, and LDAP filter values escaped (RFC 4515).
import { describe, expect, it } from 'vitest';
import { escapeFilter } from '../../src/server/directory/ldap.ts';
import { mappedRole } from '../../src/server/directory/roleMap.ts';

const MAP = [
  ['cn=HR Managers, ou=groups, dc=acme, dc=test', 'Manager'],
  ['staff', 'Employee'],
] as const;

describe('mappedRole', () => {
  it('takes the first group of the map the person is in, whatever their order', () => {
    expect(mappedRole(MAP, ['staff', 'cn=hr managers,ou=groups,dc=acme,dc=test'])).toBe('Manager');
  });
  it('compares groups ignoring case and the spaces around commas', () => {
    expect(mappedRole(MAP, ['CN=HR Managers,OU=Groups,DC=acme,DC=test'])).toBe('Manager');
    expect(mappedRole(MAP, ['STAFF'])).toBe('Employee');
  });
  it('names no role for a person in no mapped group', () => {
    expect(mappedRole(MAP, ['visitors'])).toBeUndefined();
    expect(mappedRole(MAP, [])).toBeUndefined();
  });
});

describe('escapeFilter', () => {
  it('escapes what would change a filter', () => {
    expect(escapeFilter('*)(uid=*')).toBe('\\2a\\29\\28uid=\\2a');
    expect(escapeFilter('a\\b\0')).toBe('a\\5cb\\00');
  });
  it('leaves an address as it is', () => {
    expect(escapeFilter('ada.lovelace+hr@acme.test')).toBe('ada.lovelace+hr@acme.test');
  });
});
