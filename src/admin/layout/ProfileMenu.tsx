/**
 * The profile dropdown: avatar, first and last name, role, then Dashboard and Logout. Logout asks
 * first (spec part 1 §1), then shows 'Logging Out...', clears the session and says 'Logged Out'.
 */
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { roleNameOf, useSessionUser, type LoginUser } from '../providers/session.ts';
import { progress } from '../notifications/toast.ts';

export const ProfileMenu = () => {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    setConfirming(false);
    notify('Logging Out...', progress('logout'));
    await logout({}, '/login');
    notify('Logged Out', { type: 'success', toastKey: 'logout' });
  };

  return (
    <>
      <IconButton
        aria-label="Profile"
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ProfileHeader user={user} />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/');
          }}
        >
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          Dashboard
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Are You Sure?"
        message="You Will be Logged Out of Your Account"
        confirmLabel="Logout"
        cancelLabel="Cancel"
        danger
        onConfirm={signOut}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/** Who is signed in; not a menu item, so the keyboard focus starts on Dashboard. */
const ProfileHeader = ({ user }: { user: LoginUser | null }) => (
  <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 220 }}>
    <UserAvatar user={user} size={44} />
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ lineHeight: 1.3 }}>
        {user?.firstName ?? ''} {user?.lastName ?? ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {roleNameOf(user) ?? 'No role'}
      </Typography>
    </Box>
  </Box>
);
