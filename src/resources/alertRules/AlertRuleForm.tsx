import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  TextArrayInput,
  TextInput,
  CheckboxGroupInput,
  regex,
} from 'react-admin';
import type { components } from '../../api/schema';
import { FormSection } from '../shared/FormSection';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { validateEmails } from '../shared/validateEmails';
import { RULE_TYPE_CHOICES, keepTypeFields, DAY_CHOICES, timeForInput, timeFromInput } from './alertRuleFields';
import { RuleTypeSettings } from './RuleTypeSettings';
import { formPages, ResourceForm } from '../shared/ResourceViews';

type RuleInput = components['schemas']['AlertTriggerInput'];

const defaults = {
  type: 'geofence',
  event: 'both',
  ignitionEvent: 'both',
  alarms: [],
  enabled: true,
  assetIds: [],
  groupId: null,
  recipients: [],
  schedule: { days: [], from: '00:00', to: '24:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
};

/** An alert rule: what fires it (a geofence, speed, ignition, idling, silence, alarm, battery or maintenance), when, for which assets, told to whom. */
export const AlertRuleForm = () => (
  <ResourceForm defaultValues={defaults} sx={{ maxWidth: 800 }}>
    <FormSection title="resources.alertRules.sections.rule">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <BooleanInput source="enabled" />
      <RadioButtonGroupInput source="type" choices={RULE_TYPE_CHOICES} validate={required()} sx={{ gridColumn: '1 / -1' }} />
      <FormDataConsumer<Partial<RuleInput>>>{({ formData }) => <RuleTypeSettings type={formData.type} />}</FormDataConsumer>
      <TenantInput />
    </FormSection>
    <FormSection title="resources.alertRules.sections.schedule">
      <ScheduleInputs />
    </FormSection>
    <FormSection title="resources.alertRules.sections.scope">
      <ReferenceArrayInput source="assetIds" reference="assets" sort={byName}>
        <AutocompleteArrayInput optionText="name" helperText="resources.alertRules.help.assets" />
      </ReferenceArrayInput>
      <ReferenceInput source="groupId" reference="assetGroups" sort={byName}>
        <AutocompleteInput optionText="name" helperText="resources.alertRules.help.group" />
      </ReferenceInput>
      <TextArrayInput source="recipients" validate={validateEmails} helperText="resources.alertRules.help.recipients" />
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(AlertRuleForm, { transform: keepTypeFields });

const clock = regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, 'resources.alertRules.help.clock');

/** When a rule may fire: days and a daily window in a time zone; no day ticked means always. */
const ScheduleInputs = () => (
  <>
    <CheckboxGroupInput
      source="schedule.days"
      choices={DAY_CHOICES}
      helperText="resources.alertRules.help.schedule"
      sx={{ gridColumn: '1 / -1' }}
    />
    <TextInput source="schedule.from" type="time" validate={clock} />
    <TextInput source="schedule.to" type="time" validate={clock} format={timeForInput} parse={timeFromInput} />
    <TextInput source="schedule.timeZone" helperText="resources.alertRules.help.timeZone" />
  </>
);
