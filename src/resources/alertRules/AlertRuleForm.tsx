import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { byName } from '../shared/sorts';
import { TenantInput } from '../shared/TenantInput';
import { validateEmails } from '../shared/validateEmails';
import { EVENT_CHOICES, RULE_TYPE_CHOICES } from './alertRuleFields';

const defaults = { type: 'geofence', event: 'both', enabled: true, assetIds: [], recipients: [] };

/** An alert rule: what fires it (a geofence crossed, or a speed limit), for which assets, told to whom. */
export const AlertRuleForm = () => (
  <SimpleForm defaultValues={defaults} sx={{ maxWidth: 800 }}>
    <FormSection title="resources.alertRules.sections.rule">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <BooleanInput source="enabled" />
      <RadioButtonGroupInput source="type" choices={RULE_TYPE_CHOICES} validate={required()} sx={{ gridColumn: '1 / -1' }} />
      <FormDataConsumer<{ type?: string }>>
        {({ formData }) =>
          formData.type === 'speed' ? (
            <NumberInput source="speedLimitKmh" validate={[required(), minValue(1), maxValue(400)]} />
          ) : (
            <>
              <ReferenceInput source="geofenceId" reference="geofences" sort={byName}>
                <SelectInput optionText="name" validate={required()} />
              </ReferenceInput>
              <SelectInput source="event" choices={EVENT_CHOICES} validate={required()} />
            </>
          )
        }
      </FormDataConsumer>
      <TenantInput />
    </FormSection>
    <FormSection title="resources.alertRules.sections.scope">
      <ReferenceArrayInput source="assetIds" reference="assets" sort={byName}>
        <AutocompleteArrayInput optionText="name" helperText="resources.alertRules.help.assets" />
      </ReferenceArrayInput>
      <TextArrayInput source="recipients" validate={validateEmails} helperText="resources.alertRules.help.recipients" />
    </FormSection>
  </SimpleForm>
);
