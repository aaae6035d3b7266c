import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { FuelSensorFields, sensorDraftOf, sensorOfDraft, sensorText, type SensorDraft } from './FuelSensorFields';
import { getFuelSetup, setFuelSetup } from './fuelSetupApi';

type Setup = Awaited<ReturnType<typeof getFuelSetup>>;

interface Draft {
  tankLitres: string;
  sensor: SensorDraft;
}

const draftOf = (setup: Setup): Draft => ({
  tankLitres: setup.tankLitres === null ? '' : String(setup.tankLitres),
  sensor: sensorDraftOf(setup.sensor),
});

/** The asset's tank and the sensor its fuel level is read from; an Admin changes them here. */
export function FuelSetupPanel({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: 'fuelSetup' });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [calibrationError, setCalibrationError] = useState<string | null>(null);

  useEffect(() => {
    getFuelSetup(assetId).then(setSetup, (error) => notify(messageOf(error), { type: 'error' }));
  }, [assetId, notify]);

  const save = async (values: Draft) => {
    const read = sensorOfDraft(values.sensor);
    if ('badLine' in read) return setCalibrationError(translate('resources.assets.fuel.bad_line', { line: read.badLine }));
    const { sensor } = read;
    setCalibrationError(null);
    try {
      setSetup(await setFuelSetup(assetId, { tankLitres: values.tankLitres ? Number(values.tankLitres) : null, sensor }));
      setDraft(null);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };

  if (!setup) return null;
  const tank = setup.tankLitres ?? setup.modelTankLitres;
  // Without a sensor of its own, the asset reads its device model's, else its device's usual readings.
  const automatic = setup.modelSensor
    ? translate('resources.assets.fuel.from_model', { sensor: sensorText(setup.modelSensor, translate) })
    : translate('resources.assets.fuel.automatic');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('resources.assets.fuel.title')}>
      <Typography variant="h6" component="h2">
        {translate('resources.assets.fuel.title')}
      </Typography>
      {draft === null ? (
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {translate('resources.assets.fuel.tank')}: {tank === null ? '—' : `${tank} l`}
          </Typography>
          <Typography>
            {translate('resources.assets.fuel.sensor')}: {setup.sensor ? sensorText(setup.sensor, translate) : automatic}
          </Typography>
          {mayEdit && <Button onClick={() => setDraft(draftOf(setup))}>{translate('ra.action.edit')}</Button>}
        </Stack>
      ) : (
        <Box
          component="form"
          sx={{ display: 'grid', gap: 2, maxWidth: 480, mt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save(draft);
          }}
        >
          <TextField
            type="number"
            label={translate('resources.assets.fuel.tank_litres')}
            helperText={
              setup.modelTankLitres === null ? undefined : translate('resources.assets.fuel.model_tank', { litres: setup.modelTankLitres })
            }
            slotProps={{ htmlInput: { min: 0.1, step: 'any' } }}
            value={draft.tankLitres}
            onChange={(event) => setDraft((current) => current && { ...current, tankLitres: event.target.value })}
          />
          <FuelSensorFields
            draft={draft.sensor}
            onChange={(sensor) => setDraft((current) => current && { ...current, sensor })}
            automaticLabel={automatic}
            calibrationError={calibrationError}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {translate('ra.action.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
