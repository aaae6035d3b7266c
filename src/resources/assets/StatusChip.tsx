import { Chip, type ChipProps } from '@mui/material';
import { useTranslate, useRecordContext } from 'react-admin';
import { STATUS_COLOR, statusLabelKey, type StatusChoice } from '../../fleet/status';
import type { Asset } from './asset';

/** A status in its colour, e.g. a red "Out of Network". */
export function StatusChip({ status, ...props }: { status: StatusChoice } & Omit<ChipProps, 'color' | 'label'>) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(statusLabelKey(status))} {...props} />;
}

/** The asset's status chip, as a list column. */
export function StatusField() {
  const asset = useRecordContext<Asset>();
  return asset ? <StatusChip status={asset.status} /> : null;
}
