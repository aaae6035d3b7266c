import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_COLOR, statusLabelKey, type StatusChoice } from './assetStatus';

/** A status in its colour, e.g. a red "Out of Network". */
export function StatusChip({ status, ...props }: { status: StatusChoice } & Omit<ChipProps, 'color' | 'label'>) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(statusLabelKey(status))} {...props} />;
}
