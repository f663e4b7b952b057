/**
 * How strong a new password is, for the hint under the field (issue #37): 'weak' when the server
 * would refuse it (under 8 characters, or missing one of the classes the spec asks for), 'strong'
 * from 12 characters with every class, 'fair' in between. Characters are counted as code points,
 * as the server's schema counts them.
 *
 * @example
 *   passwordStrength('Ab1!xyzw') // 'fair'
 */
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/passwords.ts';

export type Strength = 'weak' | 'fair' | 'strong';

/** A strong password's length: four more than the floor. */
const STRONG_LENGTH = 12;

/** The classes of the spec's rule (part 2 §5): lower, upper, digit, one of @$!%*?&. */
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[@$!%*?&]/];

/** Characters as the server's schema counts them (code points, so an emoji is one). */
export const passwordLength = (password: string) => [...password].length;

export function passwordStrength(password: string): Strength {
  const length = passwordLength(password);
  if (length < NEW_PASSWORD_MIN_LENGTH || !CLASSES.every((c) => c.test(password))) return 'weak';
  return length >= STRONG_LENGTH ? 'strong' : 'fair';
}
