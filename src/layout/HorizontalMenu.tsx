import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useMenuEntries, type MenuEntry } from './menuEntries';

/** The entries the header gathers in its admin submenu (specification, section 6): a SysAdmin's, and an Admin's API keys and audit log. */
const ADMIN_ENTRIES: ReadonlySet<MenuEntry['key']> = new Set(['apiKeys', 'auditLog', 'tenants', 'models']);

const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The menu laid out in the header, for the horizontal nav styles; the administration in a submenu. */
export function HorizontalMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  const { pathname } = useLocation();
  const main = entries.filter(({ key }) => !ADMIN_ENTRIES.has(key));
  const admin = entries.filter(({ key }) => ADMIN_ENTRIES.has(key));
  return (
    <Stack component="nav" aria-label={translate('shell.menu.label')} direction="row" sx={{ flex: 1, overflowX: 'auto', gap: 0.5 }}>
      {main.map(({ key, to, icon: Icon }) => (
        <HeaderButton key={key} to={to} current={isCurrent(pathname, to)} startIcon={<Icon />}>
          {translate(`shell.menu.${key}`)}
        </HeaderButton>
      ))}
      {admin.length > 0 && <AdminSubmenu entries={admin} current={admin.some(({ to }) => isCurrent(pathname, to))} />}
    </Stack>
  );
}

const underline = (current: boolean) => ({
  whiteSpace: 'nowrap',
  flexShrink: 0,
  borderBottom: 2,
  borderRadius: 0,
  borderColor: current ? 'currentColor' : 'transparent',
});

function HeaderButton({ to, current, startIcon, children }: { to: string; current: boolean; startIcon: ReactNode; children: ReactNode }) {
  return (
    <Button
      component={LinkBase}
      to={to}
      color="inherit"
      startIcon={startIcon}
      aria-current={current ? 'page' : undefined}
      sx={underline(current)}
    >
      {children}
    </Button>
  );
}

/** "Administration": a button opening the SysAdmin's entries (Tenants and Models Management). */
function AdminSubmenu({ entries, current }: { entries: MenuEntry[]; current: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AdminIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? 'admin-submenu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={underline(current)}
      >
        {translate('shell.menu.admin')}
      </Button>
      <Menu id="admin-submenu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map(({ key, to, icon: Icon }) => (
          <MenuItem key={key} component={LinkBase} to={to} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(`shell.menu.${key}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
