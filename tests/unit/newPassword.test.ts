// Issue #37: a password people choose for themselves needs 8 characters. The server's rule (the
// user schema's $defs.newPassword), the console's check and its strength hint say the same.
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../src/admin/account/passwordStrength.ts';
import userSchema from '../../schemas/user.schema.json' with { type: 'json' };
import { registry } from '../../src/generated/registry.ts';
import { SERVER_MESSAGES } from '../../src/shared/serverMessages.ts';
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from '../../src/shared/passwords.ts';

type Rule = { minLength?: number; errorMessage?: { minLength?: string } };

describe('the new-password rule', () => {
  it('is the same length and words in the schema, the catalogue and the console', () => {
    const floor = userSchema.$defs.newPassword.allOf.find((r: Rule) => (r.minLength ?? 0) > 1)!;
    expect(floor.minLength).toBe(NEW_PASSWORD_MIN_LENGTH);
    expect(floor.errorMessage?.minLength).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(SERVER_MESSAGES['password.too_short']).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(NEW_PASSWORD_TOO_SHORT).toContain(String(NEW_PASSWORD_MIN_LENGTH));
  });

  it('keeps the spec’s 6 for the wizard’s primary user', () => {
    const password = registry.user.properties!.password as { allOf: Rule[] };
    expect(password.allOf.map((r) => r.minLength).filter(Boolean)).toEqual([1, 6]);
  });
});

describe('the strength hint', () => {
  it.each([
    ['', 'weak'],
    ['Ab1!xyz', 'weak'], // seven characters: refused
    ['abcdefgh1!', 'weak'], // no capital: refused
    ['Ab1!\u{1F511}\u{1F511}\u{1F511}', 'weak'], // seven code points, ten UTF-16 units
    ['Ab1!\u{1F511}\u{1F511}\u{1F511}\u{1F511}', 'fair'],
    ['Ab1!wxyz', 'fair'],
    ['Ab1!wxyz-long', 'strong'],
  ])('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
