import CircleOutlined from '@mui/icons-material/CircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PentagonOutlined from '@mui/icons-material/PentagonOutlined';
import PolylineOutlined from '@mui/icons-material/PolylineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DrawMode } from './ShapeDrawing';

const MODES: { mode: DrawMode; icon: typeof EditOutlined }[] = [
  { mode: 'polygon', icon: PentagonOutlined },
  { mode: 'circle', icon: CircleOutlined },
  { mode: 'linestring', icon: PolylineOutlined },
  { mode: 'select', icon: EditOutlined },
];

/** Draw a polygon, a circle or a corridor's line, or edit the shape; clear it; with a hint for the chosen tool. */
export default function DrawToolbar({ mode, onMode, onClear }: { mode: DrawMode; onMode: (mode: DrawMode) => void; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next: DrawMode | null) => next && onMode(next)}
          aria-label={translate('maps.geofence.tools')}
        >
          {MODES.map(({ mode: value, icon: Icon }) => {
            const label = translate(`maps.geofence.${value}`);
            // On a phone the four tools fit as icons only; the tooltip and the accessible name keep their words.
            return (
              <Tooltip key={value} title={label}>
                <ToggleButton value={value} aria-label={label}>
                  <Icon fontSize="small" sx={{ mr: { xs: 0, sm: 0.5 } }} />
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {label}
                  </Box>
                </ToggleButton>
              </Tooltip>
            );
          })}
        </ToggleButtonGroup>
        <Button size="small" startIcon={<DeleteOutline />} onClick={onClear}>
          {translate('maps.geofence.clear')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`maps.geofence.help_${mode}`)}
      </Typography>
    </Stack>
  );
}
