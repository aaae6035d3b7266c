import { CheckboxGroupInput, regex, TextInput } from 'react-admin';
import { DAY_CHOICES } from './alertRuleFields';

const clock = regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, 'resources.alertRules.help.clock');

/** When a rule may fire: days and a daily window in a time zone; no day ticked means always. */
export const ScheduleInputs = () => (
  <>
    <CheckboxGroupInput source="schedule.days" choices={DAY_CHOICES} helperText="resources.alertRules.help.schedule" sx={{ gridColumn: '1 / -1' }} />
    <TextInput source="schedule.from" type="time" validate={clock} />
    <TextInput source="schedule.to" type="time" validate={clock} />
    <TextInput source="schedule.timeZone" helperText="resources.alertRules.help.timeZone" />
  </>
);
