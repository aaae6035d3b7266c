import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface Period {
  from: string;
  to: string;
}

/** From and to as local date-times (datetime-local values), with room for a button beside them. */
export default function PeriodInputs({
  value,
  onChange,
  children,
}: {
  value: Period;
  onChange: (period: Period) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const field = (key: keyof Period) => (
    <TextField
      label={translate(`maps.period.${key}`)}
      type="datetime-local"
      size="small"
      fullWidth={false}
      sx={{ width: 230 }}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {field('from')}
      {field('to')}
      {children}
    </Stack>
  );
}
