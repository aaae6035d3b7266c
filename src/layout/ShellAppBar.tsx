import { AppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { HorizontalMenu } from './HorizontalMenu';
import type { NavShape } from './navShape';
import { ShellLoadingIndicator } from './ShellLoadingIndicator';
import { ShellSidebarToggle } from './ShellSidebarToggle';
import { ShellUserMenu } from './ShellUserMenu';
import { useNavShape } from './useNavShape';

const HORIZONTAL_COLORS: Record<NonNullable<NavShape['horizontal']>, object> = {
  default: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  dark: { bgcolor: 'grey.900', color: 'common.white' },
  light: { bgcolor: 'background.paper', color: 'text.primary' },
};

/** The header (react-admin's own sidebar toggle replaced by ours): sidebar toggle, page title or horizontal menu, language menu, user menu. */
export function ShellAppBar() {
  const { header, horizontal } = useNavShape();
  if (!header) return null;
  return (
    <AppBar
      alwaysOn
      position="sticky"
      color="primary"
      toolbar={
        <>
          <LocalesMenuButton />
          <ShellLoadingIndicator />
        </>
      }
      userMenu={<ShellUserMenu />}
      sx={{ ...(horizontal && HORIZONTAL_COLORS[horizontal]), '& .RaAppBar-menuButton': { display: 'none' } }}
    >
      {horizontal ? (
        <HorizontalMenu />
      ) : (
        <>
          <ShellSidebarToggle />
          <TitlePortal />
        </>
      )}
    </AppBar>
  );
}
