import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { useNotifyError } from '../../kit/useNotifyError';
import { AssetGroupSelect } from '../../kit/AssetGroupSelect';

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
  return <AssetGroupSelect groupId={groupId} onChange={onChange} fullWidth sx={{ mt: 1 }} />;
}
