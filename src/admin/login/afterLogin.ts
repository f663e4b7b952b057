/**
 * The router state the sign-in page navigates with, so the shell's ManagerPrompt knows a sign-in just
 * happened. Its own module so the sign-in page does not pull the prompt (and MUI's dialogs) into the
 * first load.
 */
export const AFTER_LOGIN_STATE = { afterLogin: true };
