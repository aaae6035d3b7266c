import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** What makes a standstill a stop; the server's defaults are Traccar's (180 s, 200 m). */
export interface StopRules {
  minDurationSeconds: number;
  radiusMeters: number;
}

export const DEFAULT_STOP_RULES: StopRules = { minDurationSeconds: 180, radiusMeters: 200 };

// The contract's bounds of each rule.
const LIMITS = { minDurationSeconds: [10, 86_400], radiusMeters: [10, 5000] } as const;

const valid = (key: keyof StopRules, value: number) => Number.isInteger(value) && value >= LIMITS[key][0] && value <= LIMITS[key][1];

/** Minimum duration (in minutes on screen) and radius of a stop; a rule takes effect once valid and left. */
export function StopRulesInputs({ value, onChange }: { value: StopRules; onChange: (rules: StopRules) => void }) {
  const translate = useTranslate();
  const [minutes, setMinutes] = useState(String(value.minDurationSeconds / 60));
  const [radius, setRadius] = useState(String(value.radiusMeters));
  const seconds = Math.round(Number(minutes) * 60);
  const meters = Number(radius);
  const apply = () => {
    if (valid('minDurationSeconds', seconds) && valid('radiusMeters', meters))
      onChange({ minDurationSeconds: seconds, radiusMeters: meters });
  };
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} onBlur={apply} onKeyDown={(event) => event.key === 'Enter' && apply()}>
      <TextField
        size="small"
        type="number"
        label={translate('reports.stops.min_duration')}
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        error={!valid('minDurationSeconds', seconds)}
        slotProps={{ htmlInput: { min: 1, max: 1440, step: 1 } }}
      />
      <TextField
        size="small"
        type="number"
        label={translate('reports.stops.radius')}
        value={radius}
        onChange={(event) => setRadius(event.target.value)}
        error={!valid('radiusMeters', meters)}
        slotProps={{ htmlInput: { min: LIMITS.radiusMeters[0], max: LIMITS.radiusMeters[1], step: 10 } }}
      />
    </Stack>
  );
}
