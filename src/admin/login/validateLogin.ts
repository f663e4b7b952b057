/**
 * Sign-in rules (spec part 1 §5): both fields required, and an email of a basic shape. The errors
 * are catalogue keys (charter.login.*); the page translates them.
 */
export type LoginErrors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'charter.login.email_required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'charter.login.email_invalid';
  if (!password) errors.password = 'charter.login.password_required';
  return errors;
}
