import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { calibrationText, parseCalibration } from './calibration';
import { getFuelSetup, setFuelSetup, type FuelSensor } from './fuelSetupApi';

type Setup = Awaited<ReturnType<typeof getFuelSetup>>;
type Unit = FuelSensor['unit'] | 'auto';

interface Draft {
  tankLitres: string;
  unit: Unit;
  attribute: string;
  scale: string;
  calibration: string;
}

const draftOf = (setup: Setup): Draft => ({
  tankLitres: setup.tankLitres === null ? '' : String(setup.tankLitres),
  unit: setup.sensor?.unit ?? 'auto',
  attribute: setup.sensor?.attribute ?? '',
  scale: setup.sensor?.scale === undefined ? '' : String(setup.sensor.scale),
  calibration: calibrationText(setup.sensor?.calibration),
});

const sensorText = (sensor: FuelSensor, translate: (key: string) => string) =>
  `${sensor.attribute} · ${translate(`resources.assets.fuel.units.${sensor.unit}`)}${sensor.scale ? ` × ${sensor.scale}` : ''}`;

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
    let sensor: FuelSensor | null = null;
    if (values.unit !== 'auto') {
      const table = values.unit === 'raw' ? parseCalibration(values.calibration) : { points: [] };
      if ('badLine' in table) return setCalibrationError(translate('resources.assets.fuel.bad_line', { line: table.badLine }));
      sensor = { attribute: values.attribute.trim(), unit: values.unit };
      if (values.scale && values.unit === 'litres') sensor.scale = Number(values.scale);
      if (values.unit === 'raw') sensor.calibration = table.points;
    }
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
  const field = (name: keyof Draft) => ({
    value: draft?.[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((current) => current && { ...current, [name]: event.target.value }),
  });
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
            {translate('resources.assets.fuel.sensor')}:{' '}
            {setup.sensor ? sensorText(setup.sensor, translate) : translate('resources.assets.fuel.automatic')}
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
            {...field('tankLitres')}
          />
          <TextField select label={translate('resources.assets.fuel.sensor')} {...field('unit')}>
            {(['auto', 'litres', 'percent', 'raw'] as const).map((unit) => (
              <MenuItem key={unit} value={unit}>
                {translate(unit === 'auto' ? 'resources.assets.fuel.automatic' : `resources.assets.fuel.units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.unit !== 'auto' && (
            <TextField
              required
              label={translate('resources.assets.fuel.attribute')}
              helperText={translate('resources.assets.fuel.attribute_help')}
              {...field('attribute')}
            />
          )}
          {draft.unit === 'litres' && (
            <TextField
              type="number"
              label={translate('resources.assets.fuel.scale')}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              {...field('scale')}
            />
          )}
          {draft.unit === 'raw' && (
            <TextField
              required
              multiline
              minRows={3}
              label={translate('resources.assets.fuel.calibration')}
              error={calibrationError !== null}
              helperText={calibrationError ?? translate('resources.assets.fuel.calibration_help')}
              {...field('calibration')}
            />
          )}
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
