import { Chip, Stack } from '@mui/material';
import { useListFilterContext, useTranslate } from 'react-admin';
import { STATUS_CHOICES, STATUS_COLOR, statusFilter, statusLabelKey, type StatusChoice } from '../../fleet/status';

/** The status filter as chips in the spec's colours; the chosen one is filled. */
export function AssetStatusFilter() {
  const { filterValues, setFilters, displayedFilters } = useListFilterContext();
  const translate = useTranslate();
  const current: StatusChoice = filterValues.status ?? 'All';
  const choose = (choice: StatusChoice) => setFilters({ ...filterValues, status: statusFilter(choice) }, displayedFilters);
  return (
    <Stack direction="row" role="group" aria-label={translate('resources.assets.status.filter')} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {STATUS_CHOICES.map((choice) => (
        <Chip
          key={choice}
          label={translate(statusLabelKey(choice))}
          color={STATUS_COLOR[choice]}
          variant={choice === current ? 'filled' : 'outlined'}
          aria-pressed={choice === current}
          onClick={() => choose(choice)}
        />
      ))}
    </Stack>
  );
}
