import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** "Sign Out": forgets the session and goes to the login page. */
export function SignOutMenuItem(props: MenuItemProps) {
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
