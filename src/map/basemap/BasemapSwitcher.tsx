import CheckIcon from '@mui/icons-material/Check';
import LayersIcon from '@mui/icons-material/Layers';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BasemapChoice } from './basemapChoices';

interface BasemapSwitcherProps {
  choices: BasemapChoice[];
  chosenId: string;
  onChoose: (id: string) => void;
}

/** The layer switcher: a button on the map opening the list of base maps (streets, configured styles, outlines). */
export default function BasemapSwitcher({ choices, chosenId, onChoose }: BasemapSwitcherProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('basemap.switch');
  const name = (choice: BasemapChoice) => ('key' in choice.label ? translate(choice.label.key) : choice.label.name);

  return (
    // The start corner of the map, away from the zoom buttons at its end (MapCanvas): a logical property, which the
    // right-to-left styles leave as it is (they mirrored a physical left or right onto the zoom buttons).
    <Paper elevation={2} sx={{ position: 'absolute', top: 10, insetInlineStart: 10, zIndex: 2 }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LayersIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.id}
            role="menuitemradio"
            aria-checked={choice.id === chosenId}
            selected={choice.id === chosenId}
            onClick={() => {
              setAnchor(null);
              onChoose(choice.id);
            }}
          >
            <ListItemIcon>{choice.id === chosenId && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{name(choice)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
