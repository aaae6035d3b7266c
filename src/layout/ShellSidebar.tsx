import { Drawer, ThemeProvider, useTheme } from '@mui/material';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { useDrawer } from './DrawerContext';
import { useLayoutSettings } from './LayoutSettingsContext';
import { SidebarHeader } from './SidebarHeader';
import { darkSidebarTheme } from './themes';
import { useNavShape } from './navShape';

const OPEN_WIDTH = 240;
const MINI_WIDTH = 56;

/** The sidebar of the nav style: docked (expanded or icons), a temporary drawer, or none. */
export function ShellSidebar({ children }: { children: ReactNode }) {
  const { header, sidebar } = useNavShape();
  const { theme: themeName } = useLayoutSettings();
  const { direction } = useTheme();
  const [open, setOpen] = useSidebarState();
  const drawer = useDrawer();

  // react-admin's sidebar state says whether the menu shows its texts: each docked style starts
  // in its own state, and a drawer always shows them.
  useEffect(() => {
    if (sidebar !== 'none') setOpen(sidebar !== 'permanent-mini');
  }, [sidebar, setOpen]);
  useEffect(() => {
    if (sidebar === 'temporary' && !open) setOpen(true);
  }, [sidebar, open, setOpen]);

  // A drawer closes once the user has picked a page.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) drawer.setOpen(false);
  };

  if (sidebar === 'none') return null;
  const content = (
    <>
      {!header && <SidebarHeader expanded={open} />}
      {children}
    </>
  );
  const width = open ? OPEN_WIDTH : MINI_WIDTH;
  const panel =
    sidebar === 'temporary' ? (
      <Drawer
        variant="temporary"
        open={drawer.open}
        onClose={() => drawer.setOpen(false)}
        onClick={closeOnLink}
        slotProps={{ paper: { sx: { width: OPEN_WIDTH } } }}
      >
        {content}
      </Drawer>
    ) : (
      <Drawer
        variant="permanent"
        open={open}
        sx={{
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width,
            position: 'sticky',
            top: header ? 48 : 0,
            height: header ? 'calc(100vh - 48px)' : '100vh',
            overflowX: 'hidden',
            transition: (theme) => theme.transitions.create('width'),
          },
        }}
      >
        {content}
      </Drawer>
    );
  return themeName === 'semi-dark' ? <ThemeProvider theme={darkSidebarTheme(direction)}>{panel}</ThemeProvider> : panel;
}
