import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { getAssetServiceStates, recordService, type ServicePlanState } from './serviceApi';
import { remainingText } from './ServiceStateText';

const stateColors = { ok: 'success', dueSoon: 'warning', overdue: 'error' } as const;

interface Draft {
  servicedOn: string;
  odometerKm: string;
  engineHours: string;
  cost: string;
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form of one service done: its date, the readings (left empty: the asset's latest), cost and notes. */
function RecordServiceForm({ state, onSave, onCancel }: { state: ServicePlanState; onSave: (draft: Draft) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>({ servicedOn: today(), odometerKm: '', engineHours: '', cost: '', notes: '' });
  const field = (key: keyof Draft, type = 'number') => (
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
      aria-label={translate('resources.servicePlans.record.title', { plan: state.planName })}
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

/** Where each service plan of the asset stands; an Operator or Admin records a service done here. */
export function AssetServicePanel({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const { canAccess: mayRecord } = useCanAccess({ action: 'create', resource: 'serviceRecords' });
  const [states, setStates] = useState<ServicePlanState[] | null>(null);
  const [recording, setRecording] = useState<string | null>(null);

  const load = useCallback(
    () => getAssetServiceStates(assetId).then(setStates, (error) => notify(messageOf(error), { type: 'error' })),
    [assetId, notify],
  );
  useEffect(() => void load(), [load]);

  const save = async (state: ServicePlanState, draft: Draft) => {
    try {
      await recordService(assetId, {
        planId: state.planId,
        servicedOn: draft.servicedOn,
        odometerKm: optionalNumber(draft.odometerKm),
        engineHours: optionalNumber(draft.engineHours),
        cost: optionalNumber(draft.cost),
        notes: draft.notes.trim() || undefined,
      });
      setRecording(null);
      notify('resources.servicePlans.record.saved', { type: 'success' });
      await load();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="asset-service-title" sx={{ p: 2 }}>
      <Typography id="asset-service-title" variant="h6" component="h2">
        {translate('resources.servicePlans.asset.title')}
      </Typography>
      {states?.length === 0 && <Typography color="text.secondary">{translate('resources.servicePlans.asset.none')}</Typography>}
      {states?.map((state) => (
        <Box key={state.planId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 500 }}>{state.planName}</Typography>
            <Chip size="small" color={stateColors[state.state]} label={translate(`resources.servicePlans.states.${state.state}`)} />
            <Typography color="text.secondary">{remainingText(state, translate, locale)}</Typography>
            {mayRecord && recording !== state.planId && (
              <Button size="small" onClick={() => setRecording(state.planId)}>
                {translate('resources.servicePlans.record.action')}
              </Button>
            )}
          </Stack>
          {recording === state.planId && (
            <RecordServiceForm state={state} onSave={(draft) => void save(state, draft)} onCancel={() => setRecording(null)} />
          )}
        </Box>
      ))}
    </Paper>
  );
}
