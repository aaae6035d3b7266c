import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, Tooltip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useDrawer } from './DrawerContext';
import { useNavShape } from './navShape';

/** Opens the drawer, or expands and collapses the docked sidebar. */
export function ShellSidebarToggle() {
  const translate = useTranslate();
  const { sidebar } = useNavShape();
  const drawer = useDrawer();
  const [docked, setDocked] = useSidebarState();
  const temporary = sidebar === 'temporary';
  const open = temporary ? drawer.open : docked;
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => (temporary ? drawer.setOpen(!open) : setDocked(!open))}>
        <MenuIcon />
      </IconButton>
    </Tooltip>
  );
}
