import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { AssetServiceRecords } from './AssetServiceRecords';
import { getAssetServiceStates, recordService, type ServicePlanState } from './serviceApi';
import { remainingText } from './ServiceStateText';
import { blankDraft, inputOf, ServiceRecordForm, type ServiceDraft } from './ServiceRecordForm';

const stateColors = { ok: 'success', dueSoon: 'warning', overdue: 'error' } as const;

/** Where each service plan of the asset stands; an Operator or Admin records a service done here. */
export function AssetServicePanel({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const { canAccess: mayRecord } = useCanAccess({ action: 'create', resource: 'serviceRecords' });
  const [states, setStates] = useState<ServicePlanState[] | null>(null);
  const [recording, setRecording] = useState<string | null>(null);
  // Counts the services written here, so that the list of records reads them.
  const [recorded, setRecorded] = useState(0);

  const load = useCallback(
    () => getAssetServiceStates(assetId).then(setStates, (error) => notify(messageOf(error), { type: 'error' })),
    [assetId, notify],
  );
  useEffect(() => void load(), [load]);

  const save = async (state: ServicePlanState, draft: ServiceDraft) => {
    try {
      await recordService(assetId, inputOf(state.planId, draft, undefined));
      setRecording(null);
      setRecorded((count) => count + 1);
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
            <ServiceRecordForm
              title={translate('resources.servicePlans.record.title', { plan: state.planName })}
              initial={blankDraft()}
              onSave={(draft) => void save(state, draft)}
              onCancel={() => setRecording(null)}
            />
          )}
        </Box>
      ))}
      {states !== null && states.length > 0 && <AssetServiceRecords assetId={assetId} recorded={recorded} onChange={() => void load()} />}
    </Paper>
  );
}
