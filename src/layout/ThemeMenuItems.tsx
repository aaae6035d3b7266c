import Check from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COLOR_SCHEMES } from './colorScheme';
import { chooseColorScheme, useColorScheme } from './useColorScheme';

/** Light, dark or the system's theme, in the user menu; the choice is remembered in this browser. */
export function ThemeMenuItems() {
  const translate = useTranslate();
  const { choice } = useColorScheme();
  return (
    <>
      <ListSubheader sx={{ lineHeight: '32px' }}>{translate('colorScheme.menu')}</ListSubheader>
      {COLOR_SCHEMES.map((scheme) => (
        <MenuItem key={scheme} role="menuitemradio" aria-checked={choice === scheme} onClick={() => chooseColorScheme(scheme)}>
          <ListItemIcon>{choice === scheme && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{translate(`colorScheme.${scheme}`)}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
