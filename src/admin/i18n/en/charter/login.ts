/** login: Sign-in, reset password, the Manager prompt */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  back_to_sign_in: 'Back to sign in',
  directory_notice:
    'Sign-in with %{name} is not available right now. Please sign in with your password.',
  email: 'Email Address',
  email_invalid: 'Please enter a valid email address.',
  email_required: 'Email is required',
  failed: 'Failed to login. Please check your credentials.',
  forgot_password: 'Forgot Password?',
  hide_password: 'Hide password',
  login: 'Login',
  manager_prompt_message: 'This action will redirect you to the organization creation page.',
  manager_prompt_title: 'Do you want to create a new Organization?',
  or: 'or',
  password: 'Password',
  password_required: 'Password is required',
  reset_contact:
    'Please contact your HR administrator to have your password reset, then sign in with the new password.',
  reset_info: 'Password resets are done by an administrator.',
  reset_title: 'Reset your password',
  show_password: 'Show password',
  sign_in_with: 'Sign in with %{name}',
  signing_in: 'Signing you in…',
  subtitle: 'Sign in to your account',
  title: 'Sign-In Portal',
};
