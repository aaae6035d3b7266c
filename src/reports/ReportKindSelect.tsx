import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_GROUPS, type ReportKind } from './reportKinds';

export function ReportKindSelect({ value, onChange }: { value: ReportKind; onChange(kind: ReportKind): void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('reports.filters.report')}
      value={value}
      onChange={(event) => onChange(event.target.value as ReportKind)}
      sx={{ width: 230 }}
    >
      {REPORT_GROUPS.flatMap((group) => [
        <ListSubheader key={group.label}>{translate(group.label)}</ListSubheader>,
        ...group.kinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`reports.types.${kind}`)}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
