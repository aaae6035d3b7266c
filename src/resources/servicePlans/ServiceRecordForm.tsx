import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ServiceRecord, ServiceRecordInput } from './serviceApi';

export interface ServiceDraft {
  servicedOn: string;
  odometerKm: string;
  engineHours: string;
  cost: string;
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A new service's form: today, the readings left empty (the asset's latest). */
export const blankDraft = (): ServiceDraft => ({ servicedOn: today(), odometerKm: '', engineHours: '', cost: '', notes: '' });

/** A recorded service's form, as it was written. */
export const draftOf = (record: ServiceRecord): ServiceDraft => ({
  servicedOn: record.servicedOn,
  odometerKm: numberText(record.odometerKm),
  engineHours: numberText(record.engineHours),
  cost: numberText(record.cost),
  notes: record.notes ?? '',
});

/**
 * The body of the plan's service as the form holds it. An empty reading is `emptyReading`: left out on a new
 * service (the asset's latest is taken), null on a correction (none was read).
 */
export const inputOf = (planId: string, draft: ServiceDraft, emptyReading: undefined | null): ServiceRecordInput => ({
  planId,
  servicedOn: draft.servicedOn,
  odometerKm: optionalNumber(draft.odometerKm) ?? emptyReading,
  engineHours: optionalNumber(draft.engineHours) ?? emptyReading,
  cost: optionalNumber(draft.cost),
  notes: draft.notes.trim() || undefined,
});

/** The form of one service done: its date, the readings, cost and notes. */
export function ServiceRecordForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial: ServiceDraft;
  onSave: (draft: ServiceDraft) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<ServiceDraft>(initial);
  const field = (key: keyof ServiceDraft, type = 'number') => (
    <TextField
      size="small"
      type={type}
      label={translate(`resources.servicePlans.record.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      // Readings and costs have decimals; a date's label stays above its placeholder.
      slotProps={
        type === 'date' ? { inputLabel: { shrink: true } } : type === 'number' ? { htmlInput: { step: 'any', min: 0 } } : undefined
      }
      required={key === 'servicedOn'}
    />
  );
  return (
    <Box
      component="form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
    >
      {field('servicedOn', 'date')}
      {field('odometerKm')}
      {field('engineHours')}
      {field('cost')}
      {field('notes', 'text')}
      <Button type="submit" variant="contained" size="small">
        {translate('ra.action.save')}
      </Button>
      <Button size="small" onClick={onCancel}>
        {translate('ra.action.cancel')}
      </Button>
    </Box>
  );
}
