import { Box, Typography } from '@mui/material';
import { LocalesMenuButton } from 'react-admin';
import { runtimeConfig } from '../config';
import { ShellLoadingIndicator } from './ShellLoadingIndicator';
import { ShellSidebarToggle } from './ShellSidebarToggle';
import { ShellUserMenu } from './ShellUserMenu';

/** The header's actions moved into the sidebar, for the no-header nav styles. */
export function SidebarHeader({ expanded }: { expanded: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: expanded ? 'row' : 'column',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ShellSidebarToggle />
      {expanded && (
        <Typography variant="subtitle1" component="p" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {runtimeConfig().companyName}
        </Typography>
      )}
      <LocalesMenuButton />
      <ShellLoadingIndicator />
      <ShellUserMenu />
    </Box>
  );
}
