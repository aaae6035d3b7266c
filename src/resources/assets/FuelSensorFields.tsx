import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { calibrationText, parseCalibration } from './calibration';
import type { FuelSensor } from './fuelSetupApi';

/** A fuel sensor as typed: `auto` for none (the readings the server falls back on), numbers and table as text. */
export interface SensorDraft {
  unit: FuelSensor['unit'] | 'auto';
  attribute: string;
  scale: string;
  calibration: string;
}

export const sensorDraftOf = (sensor: FuelSensor | null | undefined): SensorDraft => ({
  unit: sensor?.unit ?? 'auto',
  attribute: sensor?.attribute ?? '',
  scale: sensor?.scale === undefined ? '' : String(sensor.scale),
  calibration: calibrationText(sensor?.calibration),
});

/** The sensor a draft names (null for `auto`), or the number of its calibration table's first line that is not a point. */
export function sensorOfDraft(draft: SensorDraft): { sensor: FuelSensor | null } | { badLine: number } {
  if (draft.unit === 'auto') return { sensor: null };
  const table = draft.unit === 'raw' ? parseCalibration(draft.calibration) : { points: [] };
  if ('badLine' in table) return table;
  const sensor: FuelSensor = { attribute: draft.attribute.trim(), unit: draft.unit };
  if (draft.scale && draft.unit === 'litres') sensor.scale = Number(draft.scale);
  if (draft.unit === 'raw') sensor.calibration = table.points;
  return { sensor };
}

/** A sensor in a line: its attribute, unit and scale. */
export const sensorText = (sensor: FuelSensor, translate: (key: string) => string) =>
  `${sensor.attribute} · ${translate(`resources.assets.fuel.units.${sensor.unit}`)}${sensor.scale ? ` × ${sensor.scale}` : ''}`;

/**
 * The inputs of a fuel sensor: its unit (or none: `automaticLabel` says what is read then), the attribute, the
 * litres' scale and a probe's calibration table; an asset's fuel setup and a device model's form share them.
 */
export function FuelSensorFields({
  draft,
  onChange,
  automaticLabel,
  help,
  attributeError,
  calibrationError,
}: {
  draft: SensorDraft;
  onChange: (draft: SensorDraft) => void;
  automaticLabel: string;
  /** What the sensor is for, under its unit. */
  help?: string;
  attributeError?: string | null;
  calibrationError?: string | null;
}) {
  const translate = useTranslate();
  const field = (name: keyof SensorDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
  });
  return (
    <>
      <TextField select label={translate('resources.assets.fuel.sensor')} helperText={help} {...field('unit')}>
        {(['auto', 'litres', 'percent', 'raw'] as const).map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unit === 'auto' ? automaticLabel : translate(`resources.assets.fuel.units.${unit}`)}
          </MenuItem>
        ))}
      </TextField>
      {draft.unit !== 'auto' && (
        <TextField
          required
          label={translate('resources.assets.fuel.attribute')}
          error={Boolean(attributeError)}
          helperText={attributeError || translate('resources.assets.fuel.attribute_help')}
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
          error={Boolean(calibrationError)}
          helperText={calibrationError || translate('resources.assets.fuel.calibration_help')}
          {...field('calibration')}
        />
      )}
    </>
  );
}
