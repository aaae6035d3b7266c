import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import type { FleetState } from '../fleet/fleetState';
import { STATUS_CHOICES, STATUS_COLOR, statusLabelKey, type AssetStatus, type StatusChoice } from '../fleet/status';

interface StatusCountsProps {
  fleet: FleetState;
  filter: AssetStatus | null;
  onFilter: (status: AssetStatus | null) => void;
}

/**
 * Counts by status in the spec's colours; choosing one shows only those assets on the map, All
 * shows every asset. Re-renders only when a count changes, not when an asset moves.
 */
export default function StatusCounts({ fleet, filter, onFilter }: StatusCountsProps) {
  const translate = useTranslate();
  const counts = useSyncExternalStore(fleet.subscribe, fleet.statusCounts);
  const total = counts.Parked + counts.Moving + counts.OutOfNetwork;
  const chosen: StatusChoice = filter ?? 'All';
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={translate('maps.dashboard.counts')} sx={{ flexWrap: 'wrap' }}>
      {STATUS_CHOICES.map((choice) => (
        <Chip
          key={choice}
          data-status={choice}
          color={STATUS_COLOR[choice]}
          variant={choice === chosen ? 'filled' : 'outlined'}
          aria-pressed={choice === chosen}
          label={`${translate(statusLabelKey(choice))}: ${choice === 'All' ? total : counts[choice]}`}
          onClick={() => onFilter(choice === 'All' ? null : choice)}
        />
      ))}
    </Stack>
  );
}
