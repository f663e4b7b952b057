/**
 * Words the server and the console share about passwords and sessions, so the console can recognise
 * the server's answers (a 403 for a temporary password) without a second code.
 */

/** Every route but change-password and 'log out everywhere' answers this while a password is temporary. */
// Also the server's `auth.password_temporary` (serverMessages.ts takes it from here): a literal in
// this small module, so the console's first bundle does not carry the whole catalogue for it.
export const TEMPORARY_PASSWORD_MESSAGE =
  'Your password is temporary. Please set a new password before you continue.';

/**
 * The fewest characters of a password people choose for themselves (change password, the forced
 * change of a temporary one; issue #37); the user schema's $defs.newPassword says the same, and a
 * test holds them together. The wizard's primary user keeps the spec's 6 (README).
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/**
 * What a shorter one is told: the schema's words for the rule, and the server's
 * `password.too_short` (consoleMessages.ts takes it from here, so the console checks with the same
 * sentence without loading the catalogue).
 */
export const NEW_PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/** The console's own page for changing one's password (also where a temporary password leads). */
export const CHANGE_PASSWORD_ROUTE = '/change-password';
