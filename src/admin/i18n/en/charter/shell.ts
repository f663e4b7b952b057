/** shell: The top bar, side menu, drawer, profile menu, theme and language choice, skip link, error page, not found, access denied */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  access_denied: 'Access denied',
  change_password: 'Change Password',
  dashboard: 'Dashboard',
  go_to_dashboard: 'Go to the dashboard',
  language: 'Language',
  logged_out: 'Logged Out',
  logging_out: 'Logging Out...',
  logout: 'Logout',
  logout_everywhere: 'Log Out Everywhere',
  logout_everywhere_message:
    'Every session of your account ends, on this device and on every other. You will sign in again.',
  logout_everywhere_title: 'Log Out Everywhere?',
  logout_message: 'You Will be Logged Out of Your Account',
  logout_title: 'Are You Sure?',
  main_menu: 'Main menu',
  no_privilege_page: 'You do not have the privilege to open this page.',
  no_role: 'No role',
  not_found_message: 'This page does not exist, or is not available yet.',
  not_found_title: 'Page not found',
  open_menu: 'Open menu',
  profile_button: '%{initials} — Profile menu for %{name}',
  profile_button_anonymous: 'Profile menu',
  screen_failed: 'Something went wrong while showing this page.',
  skip_to_content: 'Skip to main content',
  theme_to_dark: 'Switch to dark theme',
  theme_to_light: 'Switch to light theme',
  theme_toggle: 'Toggle light/dark theme',
  try_again: 'Try again',
};
