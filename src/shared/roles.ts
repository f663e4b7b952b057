/**
 * The roles whose names carry UI meaning, apart from the privilege catalogue (privileges.ts), so the
 * sign-in code (the auth provider, access checks) does not load the whole catalogue (issue #21: JS
 * before sign-in).
 */

/** Full fixed menu, no attendance card, protected on the server. */
export const SUPER_ADMIN_ROLE = 'SuperAdmin';
export const MANAGER_ROLE = 'Manager';
export const EMPLOYEE_ROLE = 'Employee';

/**
 * The role a new account gets where nothing names another (a directory sign-in without a group
 * mapping, unless DIRECTORY_DEFAULT_ROLE says otherwise): the seeded role with the fewest privileges.
 */
export const DEFAULT_ROLE = EMPLOYEE_ROLE;
