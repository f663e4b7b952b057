/**
 * The profile dropdown: avatar, first and last name, role, then Dashboard, Change Password, Logout
 * and Log Out Everywhere. Logout asks first (spec part 1 §1), then shows 'Logging Out...', clears the
 * session and says 'Logged Out'. Log Out Everywhere (issue #24 §2) also asks first, then ends every
 * session of the account on the server, this one included.
 */
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState, type ReactNode } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { logoutEverywhere } from '../account/api.ts';
import { roleNameOf, useSessionUser, type LoginUser } from '../providers/session.ts';
import { progress, toastError } from '../notifications/toast.ts';

export const ProfileMenu = () => {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [endingAll, setEndingAll] = useState(false);

  const signOut = async () => {
    setConfirming(false);
    notify('Logging Out...', progress('logout'));
    await logout({}, '/login');
    notify('Logged Out', { type: 'success', toastKey: 'logout' });
  };

  const signOutEverywhere = async () => {
    setEndingAll(true);
    notify('Logging Out...', progress('logout'));
    try {
      const { message } = await logoutEverywhere();
      setConfirmingAll(false);
      await logout({}, '/login');
      notify(message, { type: 'success', toastKey: 'logout' });
    } catch (error) {
      toastError(notify, error, 'logout');
    } finally {
      setEndingAll(false);
    }
  };

  const item = (label: string, icon: ReactNode, onClick: () => void) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        onClick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

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
        {item('Dashboard', <DashboardIcon fontSize="small" />, () => navigate('/'))}
        {item('Change Password', <KeyIcon fontSize="small" />, () =>
          navigate(CHANGE_PASSWORD_ROUTE),
        )}
        {item('Logout', <LogoutIcon fontSize="small" />, () => setConfirming(true))}
        {item('Log Out Everywhere', <DevicesIcon fontSize="small" />, () => setConfirmingAll(true))}
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
      <ConfirmDialog
        open={confirmingAll}
        title="Log Out Everywhere?"
        message="Every session of your account ends, on this device and on every other. You will sign in again."
        confirmLabel="Log Out Everywhere"
        cancelLabel="Cancel"
        danger
        loading={endingAll}
        onConfirm={signOutEverywhere}
        onClose={() => setConfirmingAll(false)}
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
