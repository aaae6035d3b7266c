import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { apiClients } from '../api/client';
import type { components } from '../api/schema';
import { unwrapRequired } from '../api/unwrap';
import { byName } from './listDefaults';
import { useNotifyError } from './useNotifyError';

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

/** The assets of a group and of its sub-groups, as the server counts them (the asset list's groupId); '' for every asset. */
export const groupAssets = (groupId: string) =>
  unwrapRequired(apiClients().assets.GET('/assets', { params: { query: groupId ? { groupId } : {} } }));

/** The ids of `groupId`'s assets (see groupAssets); null without a group: every asset. */
export function useGroupAssetIds(groupId: string): ReadonlySet<string> | null {
  const members = useQuery({ queryKey: ['assetGroups', 'assets', groupId], queryFn: () => groupAssets(groupId), enabled: groupId !== '' });
  useNotifyError(members.error);
  const { data } = members;
  return useMemo(() => (groupId ? new Set((data ?? []).map((asset) => asset.id)) : null), [groupId, data]);
}
