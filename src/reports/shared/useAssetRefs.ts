import { useGetMany } from 'react-admin';
import type { AssetRef } from './reportTypes';

/** The chosen assets with their names, in the order chosen. */
export function useAssetRefs(ids: string[]): { assets: AssetRef[]; loading: boolean } {
  const { data = [], isPending } = useGetMany<AssetRef>('assets', { ids });
  const byId = new Map(data.map((asset) => [String(asset.id), asset.name]));
  return {
    assets: ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id) as string }] : [])),
    loading: ids.length > 0 && isPending,
  };
}
