import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  required,
  SimpleForm,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import type { components } from '../../api/schema';
import { FormSection } from '../shared/FormSection';
import { byName } from '../shared/sorts';
import { TenantInput } from '../shared/TenantInput';
import { validateEmails } from '../shared/validateEmails';
import { RULE_TYPE_CHOICES } from './alertRuleFields';
import { RuleTypeSettings } from './RuleTypeSettings';
import { ScheduleInputs } from './ScheduleInputs';

type RuleInput = components['schemas']['AlertTriggerInput'];

const defaults = {
  type: 'geofence', event: 'both', ignitionEvent: 'both', alarms: [], enabled: true, assetIds: [], recipients: [],
  schedule: { days: [], from: '00:00', to: '24:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
};


/** An alert rule: what fires it (a geofence, speed, ignition, idling, silence, alarm, battery or maintenance), when, for which assets, told to whom. */
export const AlertRuleForm = () => (
  <SimpleForm defaultValues={defaults} sx={{ maxWidth: 800 }}>
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
      <TextArrayInput source="recipients" validate={validateEmails} helperText="resources.alertRules.help.recipients" />
    </FormSection>
  </SimpleForm>
);
