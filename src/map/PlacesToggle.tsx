import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';

/** A map button (below the fit button) that shows or hides the points of interest. */
export default function PlacesToggle({ shown, onToggle }: { shown: boolean; onToggle: (shown: boolean) => void }) {
  const translate = useTranslate();
  const text = translate('maps.places.toggle');
  return (
    <Paper elevation={2} sx={{ position: 'absolute', top: 120, right: 10, zIndex: 2, borderRadius: 1 }}>
      <Tooltip title={text} placement="left">
        <IconButton
          size="small"
          aria-label={text}
          aria-pressed={shown}
          color={shown ? 'primary' : 'default'}
          onClick={() => onToggle(!shown)}
        >
          <PlaceOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
