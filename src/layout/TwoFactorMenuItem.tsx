import SecurityIcon from '@mui/icons-material/Security';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TWO_FACTOR_PATH } from '../routePaths';

/** "Two-factor sign-in": the user's own settings page. */
export function TwoFactorMenuItem(props: MenuItemProps) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const navigate = useNavigate();
  return (
    <MenuItem
      {...props}
      onClick={() => {
        userMenu?.onClose();
        navigate(TWO_FACTOR_PATH);
      }}
    >
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('twoFactor.menu')}</ListItemText>
    </MenuItem>
  );
}
