import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { type AssetStatus, STATUS_RGB, statusLabelKey } from '../../fleet/status';
import type { PanelAsset } from './vehicleSearch';

export const ROW_HEIGHT = 60;

interface VehicleRowProps {
  asset: PanelAsset;
  /** Status and speed of the same last position as `ago` (liveReading). */
  status: AssetStatus;
  speedKmh: number | null;
  ago: string | null;
  tenantName?: string;
  selected: boolean;
  active: boolean;
  top: number;
  onSelect: (id: string) => void;
}

/**
 * One asset of the panel's list: status colour, name (and tenant for a SysAdmin), speed, last update, driver.
 * Its accessible name is its visible text, as WCAG's "label in name" asks.
 */
export function VehicleRow({ asset, status, speedKmh, ago, tenantName, selected, active, top, onSelect }: VehicleRowProps) {
  const translate = useTranslate();
  const speed = speedKmh === null ? null : translate('vehiclePanel.speed_value', { speed: Math.round(speedKmh) });
  const statusText = translate(statusLabelKey(status));
  return (
    <Box
      role="option"
      id={`vehicle-option-${asset.id}`}
      aria-selected={selected}
      onClick={() => onSelect(asset.id)}
      sx={{
        position: 'absolute',
        top,
        insetInlineStart: 0,
        width: '100%',
        height: ROW_HEIGHT,
        px: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : active ? 'action.hover' : undefined,
        outline: active ? '2px solid' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <StatusDot status={status} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {asset.name}
          {tenantName && <Typography component="span" variant="caption" color="text.secondary">{` · ${tenantName}`}</Typography>}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[statusText, asset.driverName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end', flex: 'none' }}>
        <Typography variant="body2" noWrap>
          {speed ?? '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {ago ?? translate('vehiclePanel.never')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The status colour of the map's markers, as a dot beside a name (the text says the status too). */
const StatusDot = ({ status }: { status: AssetStatus }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: `rgb(${STATUS_RGB[status].join(',')})` }}
  />
);
