import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate, useLocaleState } from 'react-admin';
import { useMemo, useState } from 'react';
import {
  fromLocalInput,
  toLocalInput,
  isValidPeriod,
  PERIOD_PRESETS,
  type PeriodChoice,
  type PeriodPreset,
  firstDayOfWeek,
  resolvePeriod,
} from '../../kit/period';
import { browserTimeZone } from '../../kit/format';

/** A preset period, or a custom range of two date-times (sent only when both are filled in). */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange(choice: PeriodChoice): void }) {
  const translate = useTranslate();
  const custom = value.preset === 'custom';
  const invalid = custom && !isValidPeriod(value);
  const dateField = (end: 'from' | 'to') => (
    <TextField
      type="datetime-local"
      size="small"
      label={translate(`reports.filters.${end}`)}
      value={toLocalInput(value[end])}
      onChange={(event) => onChange({ ...value, [end]: fromLocalInput(event.target.value) })}
      error={invalid}
      helperText={end === 'to' && invalid ? translate('reports.filters.period_invalid') : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate('reports.filters.period')}
        value={value.preset}
        onChange={(event) => onChange({ preset: event.target.value as PeriodPreset, from: value.from, to: value.to })}
        sx={{ width: 180 }}
      >
        {PERIOD_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {translate(`reports.periods.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {custom && dateField('from')}
      {custom && dateField('to')}
    </Stack>
  );
}

/**
 * The period a choice means now. "Now" is taken when the user asks for a report (`refresh`),
 * not at every render, so a report does not reload on its own as the clock moves.
 */
export function useResolvedPeriod(choice: PeriodChoice) {
  const [locale] = useLocaleState();
  const [now, setNow] = useState(() => new Date());
  const period = useMemo(() => resolvePeriod(choice, now, browserTimeZone(), firstDayOfWeek(locale)), [choice, now, locale]);
  return { period, refresh: () => setNow(new Date()) };
}
