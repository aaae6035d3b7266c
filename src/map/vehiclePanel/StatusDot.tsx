import Box from '@mui/material/Box';
import { STATUS_RGB, type AssetStatus } from '../../fleet/status';

/** The status colour of the map's markers, as a dot beside a name (the text says the status too). */
export const StatusDot = ({ status }: { status: AssetStatus }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: `rgb(${STATUS_RGB[status].join(',')})` }}
  />
);
