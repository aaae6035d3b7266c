import { Button, Stack } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './menuEntries';

/** The menu laid out in the header, for the horizontal nav styles. */
export function HorizontalMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={translate('shell.menu.label')} direction="row" sx={{ flex: 1, overflowX: 'auto', gap: 0.5 }}>
      {entries.map(({ key, to }) => {
        const Icon = MENU_ICONS[key];
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Button
            key={key}
            component={LinkBase}
            to={to}
            color="inherit"
            startIcon={<Icon />}
            aria-current={current ? 'page' : undefined}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, borderBottom: 2, borderRadius: 0, borderColor: current ? 'currentColor' : 'transparent' }}
          >
            {translate(`shell.menu.${key}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
