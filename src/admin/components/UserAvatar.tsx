/**
 * The user's photo (a signed link an <img> loads), or initials from the first and last name when
 * there is none or it fails to load (contract U1 notes).
 */
import { Avatar } from '@mui/material';
import type { LoginUser } from '../providers/session.ts';

export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || '?';
}

export const UserAvatar = ({ user, size = 32 }: { user: LoginUser | null; size?: number }) => {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Avatar
      src={user?.profileImage ?? undefined}
      alt={user?.profileImage ? name : undefined}
      // Only a nameless avatar is hidden. `aria-hidden="false"` on a named one would still be an
      // ARIA attribute on a plain div: axe counts it as a child the profile menu may not have.
      aria-hidden={name ? undefined : true}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initialsOf(user?.firstName, user?.lastName)}
    </Avatar>
  );
};
