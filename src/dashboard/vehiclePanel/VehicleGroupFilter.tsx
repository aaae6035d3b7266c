import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';
import { useNotifyError } from '../../kit/useNotifyError';
import { byName } from '../../resources/shared/listDefaults';

type AssetGroup = components['schemas']['AssetGroup'];

// The API's largest page: a tenant's groups are a short list.
const ALL_GROUPS = { page: 1, perPage: 1000 };

/**
 * The ids of the assets of a group and of its sub-groups, as the server counts them (the asset list's groupId);
 * null without a group: every asset.
 */
export function useGroupAssetIds(groupId: string): ReadonlySet<string> | null {
  const members = useQuery({
    queryKey: ['map', 'group', groupId],
    queryFn: () => unwrapRequired(apiClients().assets.GET('/assets', { params: { query: { groupId } } })),
    enabled: groupId !== '',
  });
  useNotifyError(members.error);
  const { data } = members;
  return useMemo(() => (groupId ? new Set((data ?? []).map((asset) => asset.id)) : null), [groupId, data]);
}

/** The group whose vehicles the panel lists; shown only when the tenant has groups. */
export function VehicleGroupFilter({ groupId, onChange }: { groupId: string; onChange: (groupId: string) => void }) {
  const translate = useTranslate();
  const { data: groups = [] } = useGetList<AssetGroup>('assetGroups', { pagination: ALL_GROUPS, sort: byName });
  if (!groups.length) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('resources.assets.fields.groupId')}
      value={groupId}
      onChange={(event) => onChange(event.target.value)}
      sx={{ mt: 1 }}
    >
      <MenuItem value="">{translate('vehiclePanel.all_groups')}</MenuItem>
      {groups.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
