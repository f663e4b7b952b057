/**
 * Gates a bespoke screen by privilege before it mounts, so a user without it gets the AccessDenied
 * page instead of a screen whose calls the server refuses (empty table and an error toast). Any one
 * of `anyOf` admits; SuperAdmin holds them all. The server still checks every call.
 *
 * @example
 *   <RequirePrivilege anyOf={['GET_ALL_PERFORMANCES']}><AllReviewsPage /></RequirePrivilege>
 */
import type { ReactNode } from 'react';
import { useCan } from './useCan.ts';
import { AccessDenied } from './AccessDenied.tsx';

export type Access = { anyOf: readonly string[]; message?: string };

export const RequirePrivilege = (props: Access & { children: ReactNode }) => {
  const can = useCan();
  if (!props.anyOf.some(can)) return <AccessDenied message={props.message} />;
  return props.children;
};
