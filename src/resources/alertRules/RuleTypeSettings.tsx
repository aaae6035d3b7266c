import {
  CheckboxGroupInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { components } from '../../api/schema';
import { byName } from '../../kit/listDefaults';
import { ALARM_CHOICES, EVENT_CHOICES, IGNITION_EVENT_CHOICES, maintenanceMeasureMissing } from './alertRuleFields';

type RuleInput = components['schemas']['AlertTriggerInput'];

/** A maintenance rule needs one of its measures: checked on the first, with the whole form in view. */
const oneMeasure = (_value: unknown, rule: Partial<RuleInput>) => maintenanceMeasureMissing(rule);

type RuleType = components['schemas']['AlertTriggerType'];

/** The settings of one rule type: a geofence and event, a limit, a duration, alarms or maintenance measures. */
export function RuleTypeSettings({ type }: { type: RuleType | undefined }) {
  switch (type) {
    case 'speed':
      return <NumberInput source="speedLimitKmh" validate={[required(), minValue(1), maxValue(400)]} />;
    case 'ignition':
      return <SelectInput source="ignitionEvent" choices={IGNITION_EVENT_CHOICES} validate={required()} />;
    case 'idle':
    case 'offline':
      return <NumberInput source="durationMinutes" step={1} validate={[required(), minValue(1), maxValue(10080)]} />;
    case 'alarm':
      return (
        <CheckboxGroupInput
          source="alarms"
          choices={ALARM_CHOICES}
          helperText="resources.alertRules.help.alarms"
          sx={{ gridColumn: '1 / -1' }}
        />
      );
    case 'lowBattery':
      return <NumberInput source="batteryPercent" validate={[required(), minValue(1), maxValue(100)]} />;
    case 'fuelFill':
    case 'fuelDrain':
      return null;
    case 'maintenance':
      return (
        <>
          <NumberInput
            source="odometerKm"
            validate={[oneMeasure, minValue(1), maxValue(100_000_000)]}
            helperText="resources.alertRules.help.maintenanceMeasure"
          />
          <NumberInput source="engineHours" validate={[minValue(1), maxValue(1_000_000)]} />
          <TextInput source="importantDateTitle" validate={maxLength(100)} helperText="resources.alertRules.help.importantDate" />
          <NumberInput source="daysBefore" step={1} validate={[minValue(0), maxValue(365)]} />
        </>
      );
    default:
      return (
        <>
          <ReferenceInput source="geofenceId" reference="geofences" sort={byName}>
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
          <SelectInput source="event" choices={EVENT_CHOICES} validate={required()} />
        </>
      );
  }
}
