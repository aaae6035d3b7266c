import { Box } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { FuelSensorFields, sensorDraftOf, sensorOfDraft, type SensorDraft } from '../assets/FuelSensorFields';
import type { FuelSensor } from '../assets/fuelSetupApi';

/** The form's value: the record's sensor until it is edited, then the draft as typed (a table as text). */
type Value = FuelSensor | SensorDraft | null | undefined;

const isDraft = (value: Value): value is SensorDraft => typeof value?.calibration === 'string';

/** What keeps a draft from being saved: an attribute left empty, or a line of the table that is not a point. */
function draftProblem(value: Value): { field: 'attribute' | 'calibration'; message: string; args?: { line: number } } | null {
  if (!isDraft(value) || value.unit === 'auto') return null;
  if (!value.attribute.trim()) return { field: 'attribute', message: 'ra.validation.required' };
  const read = sensorOfDraft(value);
  return 'badLine' in read ? { field: 'calibration', message: 'resources.assets.fuel.bad_line', args: { line: read.badLine } } : null;
}

/** The sensor a device model's form saves: the record's when untouched, else the draft's (checked by then). */
function fuelSensorOf(value: Value): FuelSensor | null {
  if (!isDraft(value)) return value ?? null;
  const read = sensorOfDraft(value);
  return 'sensor' in read ? read.sensor : null;
}

/** A device model's form values as the contract takes them: the fuel sensor typed as a draft becomes a FuelSensor, or null. */
export const withFuelSensor = <Data extends { fuelSensor?: Value }>(data: Data) => ({ ...data, fuelSensor: fuelSensorOf(data.fuelSensor) });

/** A device model's fuel sensor, with the inputs of an asset's fuel setup; none: the protocol's usual readings. */
export function FuelSensorInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source: 'fuelSensor',
    defaultValue: null,
    format: (value: Value) => (isDraft(value) ? value : sensorDraftOf(value)),
    parse: (draft: SensorDraft) => draft,
    validate: (value: Value) => {
      const problem = draftProblem(value);
      return problem && { message: problem.message, args: problem.args ?? {} };
    },
  });
  const problem = fieldState.invalid ? draftProblem(field.value as SensorDraft) : null;
  const message = problem && translate(problem.message, problem.args);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', mb: 2 }}>
      <FuelSensorFields
        draft={field.value as SensorDraft}
        onChange={field.onChange}
        automaticLabel={translate('resources.assets.fuel.automatic')}
        help={translate('resources.sensorModels.help.fuelSensor')}
        attributeError={problem?.field === 'attribute' ? message : null}
        calibrationError={problem?.field === 'calibration' ? message : null}
      />
    </Box>
  );
}
