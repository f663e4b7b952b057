/**
 * Words the server and the console share about passwords and sessions, so the console can recognise
 * the server's answers (a 403 for a temporary password) without a second code.
 */
import { SERVER_MESSAGES } from './serverMessages.ts';

/** Every route but change-password and 'log out everywhere' answers this while a password is temporary. */
export const TEMPORARY_PASSWORD_MESSAGE = SERVER_MESSAGES['auth.password_temporary'];

/** The console's own page for changing one's password (also where a temporary password leads). */
export const CHANGE_PASSWORD_ROUTE = '/change-password';
