/** account: Change password, reset password button, log out everywhere */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  change_password: 'Change Password',
  choose_new: 'Choose a new password',
  confirm_new_password: 'Confirm New Password',
  confirm_required: 'Please confirm the new password',
  copied: 'Copied',
  copy_failed: 'Could not copy. Select the password and copy it by hand.',
  current_password: 'Current Password',
  current_required: 'Current password is required',
  hide_field: 'Hide %{field}',
  mismatch: 'Passwords do not match',
  new_password: 'New Password',
  new_password_hint:
    'At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&',
  new_required: 'Password is required',
  password_changed: 'Password changed successfully',
  reset_confirm_message:
    '%{who} gets a temporary password and is signed out everywhere. They must set their own password at their next sign-in.',
  reset_confirm_title: 'Reset Password?',
  reset_give:
    'Give this password to %{who}. It is shown only once: after you close this window nobody can see it again.',
  reset_password: 'Reset Password',
  same: 'The new password must be different from the current password.',
  set_own: 'Set your own password to continue',
  show_field: 'Show %{field}',
  sign_out: 'Sign out',
  strength: 'Strength: %{level}',
  strength_fair: 'fair',
  strength_strong: 'strong',
  strength_weak: 'too weak',
  temporary_notice: 'Your password is temporary. Set a new password before you continue.',
  temporary_password: 'Temporary password',
  temporary_password_title: 'Temporary Password',
  this_user: 'This user',
};
