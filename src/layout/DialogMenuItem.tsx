import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';

interface DialogMenuItemProps extends MenuItemProps {
  icon: ReactNode;
  /** A catalogue key. */
  label: string;
  onOpen: () => void;
}

/** An entry of the user menu that closes the menu and asks the parent to open a dialog. */
export function DialogMenuItem({ icon, label, onOpen, ...props }: DialogMenuItemProps) {
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
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}
