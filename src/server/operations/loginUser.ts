/**
 * The LoginUser's `roles` entry (contract §3.3) of a user row read with its role's columns: the
 * one role an account holds, with its privileges, or none without a role. The sign-in's answer and
 * every resource answering a user object (SearchResult) write it alike.
 */
export const rolesOf = (u: Record<string, unknown> | null | undefined) =>
  u?.roleId != null
    ? [
        {
          roleId: u.roleId as number,
          role: u.role as string,
          privilege: (Array.isArray(u.privilege) ? u.privilege : []) as string[],
        },
      ]
    : [];
