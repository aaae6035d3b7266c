import { lazy, Suspense, useState } from 'react';
import { useAuthProvider, useGetIdentity, useNotify, UserMenu, useLogout, useTranslate } from 'react-admin';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import PasswordIcon from '@mui/icons-material/Password';
import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { PasswordDialog } from '../auth/PasswordDialog';
import { DialogMenuItem } from './DialogMenuItem';
import { MyApiKeysMenuItem } from './MyApiKeysMenuItem';
import { ThemeMenuItems } from './ThemeMenuItems';
import { TwoFactorMenuItem } from './TwoFactorMenuItem';

// Loaded when opened: the settings' table and push code stay out of the sign-in page's scripts.
const NotificationSettingsDialog = lazy(() =>
  import('../notifications/NotificationSettingsDialog').then((module) => ({ default: module.NotificationSettingsDialog })),
);

/**
 * The user's first and last name, opening Change Password, two-factor sign-in, their API keys, Notifications,
 * the theme choice and Sign Out.
 */
export function ShellUserMenu() {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [changing, setChanging] = useState(false);
  const [settingNotifications, setSettingNotifications] = useState(false);

  // The server ends every session of a user whose password changes: sign in again with the new one.
  const changed = async (email: string, newPassword: string) => {
    await authProvider?.login({ email, password: newPassword });
    setChanging(false);
    notify('shell.password.changed', { type: 'success' });
  };

  return (
    <>
      {/* Named after the visible text (the user's name), as WCAG "label in name" asks. */}
      <UserMenu label={identity?.fullName ?? 'shell.user.menu'}>
        <DialogMenuItem icon={<PasswordIcon fontSize="small" />} label="shell.user.change_password" onOpen={() => setChanging(true)} />
        <TwoFactorMenuItem />
        <MyApiKeysMenuItem />
        <DialogMenuItem
          icon={<NotificationsIcon fontSize="small" />}
          label="shell.notifications.menu"
          onOpen={() => setSettingNotifications(true)}
        />
        <ThemeMenuItems />
        <SignOutMenuItem />
      </UserMenu>
      {settingNotifications && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog onClose={() => setSettingNotifications(false)} />
        </Suspense>
      )}
      {changing && identity && (
        <PasswordDialog type="change" email={identity.email} onClose={() => setChanging(false)} onChanged={changed} />
      )}
    </>
  );
}

/** "Sign Out": forgets the session and goes to the login page. */
function SignOutMenuItem(props: MenuItemProps) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem {...props} onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" className="mirror-in-rtl" />
      </ListItemIcon>
      <ListItemText>{translate('shell.user.sign_out')}</ListItemText>
    </MenuItem>
  );
}
