import { useRecordContext } from 'react-admin';
import type { Asset } from './types';
import { StatusChip } from './StatusChip';

/** The asset's status chip, as a list column. */
export function StatusField() {
  const asset = useRecordContext<Asset>();
  return asset ? <StatusChip status={asset.status} /> : null;
}
