import { useRecordContext } from 'react-admin';
import type { Asset } from './types';

/** The tenant of an asset by name, for a SysAdmin's list of every tenant's assets. */
export function TenantNameField({ names }: { names: ReadonlyMap<string, string> }) {
  const asset = useRecordContext<Asset>();
  return asset ? <>{names.get(asset.tenantId) ?? '—'}</> : null;
}
