/**
 * The sentences of signing in through the company's directory (issue #43), part of the framework's
 * (frameworkMessages.ts). Apart so the sign-in screen can show a refusal it only has the code of
 * (`/login?signInError=<code>`) in English without loading every sentence the server says.
 */
export const DIRECTORY_MESSAGES = {
  'directory.account_disabled':
    'This account is disabled or has been removed. Please contact your HR administrator.',
  'directory.denied': 'The sign-in was cancelled or refused by the sign-in provider.',
  'directory.email_unverified':
    'The sign-in provider has not verified your email address, so it cannot be used here.',
  'directory.no_account':
    'There is no account for this email address. Please ask your HR administrator to create one.',
  'directory.no_role': 'Your groups in the company directory give no access to this console.',
  'directory.provider_down':
    'The sign-in provider is not available right now. Please sign in with your password.',
  'directory.providers_listed': 'Sign-in options fetched successfully',
  'directory.replayed': 'This sign-in has already been used. Please sign in again.',
  'directory.signed_in': 'Login successful',
  'directory.state_mismatch':
    'This sign-in was not started here or has expired. Please sign in again.',
  'directory.ticket_invalid':
    'This sign-in link has expired or was already used. Please sign in again.',
  'directory.token_rejected':
    "The sign-in provider's answer could not be verified. Please sign in again.",
  'directory.unavailable': 'The company directory is not answering. Please try again in a moment.',
} as const;

export type DirectoryMessageCode = keyof typeof DIRECTORY_MESSAGES;
