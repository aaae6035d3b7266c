import { BooleanInput, CheckboxGroupInput, maxLength, required, TextInput } from 'react-admin';
import { ALERT_TYPE_CHOICES } from '../../kit/alerts/alertTypes';
import { FormSection } from '../shared/FormSection';
import { ResourceForm } from '../shared/ResourceViews';
import { TenantInput } from '../shared/TenantInput';
import { SecretInput } from './SecretInput';
import { newWebhookSecret, webhookUrlFault } from './webhookFields';

const validateUrl = [required(), maxLength(2000), webhookUrlFault];

/**
 * A webhook: where alerts are POSTed, the secret they are signed with, and which alert types go
 * there. `creating`: a new webhook starts on, with a secret made here to copy to the receiver.
 */
export const WebhookForm = ({ creating = false }: { creating?: boolean }) => (
  <ResourceForm
    defaultValues={creating ? () => ({ enabled: true, alertTypes: [], secret: newWebhookSecret() }) : undefined}
    sx={{ maxWidth: 800 }}
  >
    <FormSection title="resources.webhooks.sections.receiver">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <BooleanInput source="enabled" helperText="resources.webhooks.help.enabled" />
      <TextInput source="url" type="url" validate={validateUrl} helperText="resources.webhooks.help.url" sx={{ gridColumn: '1 / -1' }} />
      <SecretInput helperText={creating ? 'resources.webhooks.help.secret_new' : 'resources.webhooks.help.secret_again'} />
      <TenantInput />
    </FormSection>
    <FormSection title="resources.webhooks.sections.alerts">
      <CheckboxGroupInput
        source="alertTypes"
        choices={ALERT_TYPE_CHOICES}
        helperText="resources.webhooks.help.alertTypes"
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  </ResourceForm>
);
