/**
 * Words the server and the console share about passwords and sessions, so the console can recognise
 * the server's answers (a 403 for a temporary password) without a second code.
 */

/** Every route but change-password and 'log out everywhere' answers this while a password is temporary. */
// Also the server's `auth.password_temporary` (serverMessages.ts takes it from here): a literal in
// this small module, so the console's first bundle does not carry the whole catalogue for it.
export const TEMPORARY_PASSWORD_MESSAGE =
  'Your password is temporary. Please set a new password before you continue.';

/** The console's own page for changing one's password (also where a temporary password leads). */
export const CHANGE_PASSWORD_ROUTE = '/change-password';
