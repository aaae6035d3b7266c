import { Box, type Theme } from '@mui/material';
import { AppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { HorizontalMenu } from './HorizontalMenu';
import { type NavShape, useNavShape } from './navShape';
import { ShellLoadingIndicator } from './ShellLoadingIndicator';
import { ShellSidebarToggle } from './ShellSidebarToggle';
import { ShellUserMenu } from './ShellUserMenu';

const HORIZONTAL_COLORS: Record<NonNullable<NavShape['horizontal']>, object> = {
  default: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  dark: { bgcolor: 'grey.900', color: 'common.white' },
  light: { bgcolor: 'background.paper', color: 'text.primary' },
};

// react-admin wraps the title in an inline-block (its inspector's handle), which clips a long title without an ellipsis.
const titleEllipsis = { '& .RaConfigurable-root': { display: 'inline' } };

// On a phone the language button shows its icons only, leaving the title room; the language's name stays its accessible name.
const compactLanguageButton = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 } } });

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
          <Box component="span" sx={compactLanguageButton}>
            <LocalesMenuButton />
          </Box>
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
          <TitlePortal sx={titleEllipsis} />
        </>
      )}
    </AppBar>
  );
}
