import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useMap } from 'react-map-gl/maplibre';
import type { Bounds } from './geo/bounds';
import { fitTo } from './view';

/** A map button (below the zoom buttons) that fits the view to what `bounds` returns. */
export default function FitButton({ bounds, label = 'maps.fit_all' }: { bounds: () => Bounds | null; label?: string }) {
  const translate = useTranslate();
  const { current: map } = useMap();
  const text = translate(label);
  return (
    <Paper elevation={2} sx={{ position: 'absolute', top: 80, right: 10, zIndex: 2, borderRadius: 1 }}>
      <Tooltip title={text} placement="left">
        <IconButton size="small" aria-label={text} onClick={() => map && fitTo(map.getMap(), bounds())}>
          <CenterFocusStrong fontSize="small" />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
