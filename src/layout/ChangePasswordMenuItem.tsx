import PasswordIcon from '@mui/icons-material/Password';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

/** "Change Password": closes the user menu and asks the parent to open the dialog. */
export function ChangePasswordMenuItem({ onOpen, ...props }: MenuItemProps & { onOpen: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.user.change_password')}</ListItemText>
    </MenuItem>
  );
}
