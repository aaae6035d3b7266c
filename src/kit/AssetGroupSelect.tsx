import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetList, useTranslate } from 'react-admin';
import type { components } from '../api/schema';
import { byName } from './listDefaults';

type AssetGroup = components['schemas']['AssetGroup'];

// The API's largest page: a tenant's groups are a short list.
const ALL_GROUPS = { page: 1, perPage: 1000 };

/**
 * The one picker of an asset group outside forms (the map's vehicle panel, the fleet reports, a scheduled mail):
 * '' for none, with `emptyLabel` naming what none means. Shown only when the tenant has groups.
 */
export function AssetGroupSelect({
  groupId,
  onChange,
  emptyLabel = 'vehiclePanel.all_groups',
  fullWidth,
  sx,
}: {
  groupId: string;
  onChange: (groupId: string) => void;
  emptyLabel?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const { data: groups = [] } = useGetList<AssetGroup>('assetGroups', { pagination: ALL_GROUPS, sort: byName });
  if (!groups.length) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth={fullWidth}
      label={translate('resources.assets.fields.groupId')}
      value={groupId}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180, ...sx }}
    >
      <MenuItem value="">{translate(emptyLabel)}</MenuItem>
      {groups.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
