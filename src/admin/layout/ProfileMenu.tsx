/**
 * The profile dropdown: avatar, first and last name, role, then Dashboard, Change Password, Logout
 * and Log Out Everywhere, and the language (issue #21 §2). Logout asks first (spec part 1 §1), then
 * shows 'Logging Out...', clears the session and says 'Logged Out'. Log Out Everywhere (issue #24
 * §2) also asks first, then ends every session of the account on the server, this one included.
 *
 * The button's name starts with the initials it shows (WCAG 2.5.3, label in name: a voice user says
 * what they see).
 */
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState, type ReactNode } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { initialsOf, UserAvatar } from '../components/UserAvatar.tsx';
import { CHANGE_PASSWORD_ROUTE } from '../../shared/passwords.ts';
import { logoutEverywhere } from '../account/api.ts';
import { fullNameOf, roleNameOf, useSessionUser, type LoginUser } from '../providers/session.ts';
import { progress, toastError } from '../notifications/toast.ts';
import { useLanguageItems } from './LanguageItems.tsx';

export const ProfileMenu = () => {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [endingAll, setEndingAll] = useState(false);
  const name = fullNameOf(user);
  const t = (key: string, options?: object) => translate(`charter.shell.${key}`, options);
  const languageItems = useLanguageItems(() => setAnchor(null));

  const signOut = async () => {
    setConfirming(false);
    notify('charter.shell.logging_out', progress('logout'));
    await logout({}, '/login');
    notify('charter.shell.logged_out', { type: 'success', toastKey: 'logout' });
  };

  const signOutEverywhere = async () => {
    setEndingAll(true);
    notify('charter.shell.logging_out', progress('logout'));
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
        aria-label={
          name
            ? t('profile_button', { initials: initialsOf(user?.firstName, user?.lastName), name })
            : t('profile_button_anonymous')
        }
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
        <ProfileHeader user={user} noRole={t('no_role')} />
        <Divider />
        {item(t('dashboard'), <DashboardIcon fontSize="small" />, () => navigate('/'))}
        {item(t('change_password'), <KeyIcon fontSize="small" />, () =>
          navigate(CHANGE_PASSWORD_ROUTE),
        )}
        {item(t('logout'), <LogoutIcon fontSize="small" />, () => setConfirming(true))}
        {item(t('logout_everywhere'), <DevicesIcon fontSize="small" />, () =>
          setConfirmingAll(true),
        )}
        <Divider />
        {languageItems}
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('logout_title')}
        message={t('logout_message')}
        confirmLabel={t('logout')}
        cancelLabel={translate('charter.common.cancel')}
        danger
        onConfirm={signOut}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingAll}
        title={t('logout_everywhere_title')}
        message={t('logout_everywhere_message')}
        confirmLabel={t('logout_everywhere')}
        cancelLabel={translate('charter.common.cancel')}
        danger
        loading={endingAll}
        onConfirm={signOutEverywhere}
        onClose={() => setConfirmingAll(false)}
      />
    </>
  );
};

/** Who is signed in; not a menu item, so the keyboard focus starts on Dashboard. */
const ProfileHeader = ({ user, noRole }: { user: LoginUser | null; noRole: string }) => (
  <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 220 }}>
    <UserAvatar user={user} size={44} />
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ lineHeight: 1.3 }}>
        {user?.firstName ?? ''} {user?.lastName ?? ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {roleNameOf(user) ?? noRole}
      </Typography>
    </Box>
  </Box>
);
