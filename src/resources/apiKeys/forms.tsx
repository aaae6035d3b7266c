import { useState } from 'react';
import { DateTimeInput, maxLength, ReferenceInput, required, SelectInput, TextInput, useNotify, useRedirect } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';
import { ResourceCreate, ResourceForm } from '../shared/ResourceViews';
import { RoleName } from '../users/RoleName';
import { TemporaryPasswordDialog } from '../users/TemporaryPasswordDialog';

const dayMs = 86_400_000;
/** A new key lasts 90 days unless the Admin chooses otherwise (at most two years, the server says). */
const defaults = () => ({ expiresAt: new Date(Date.now() + 90 * dayMs).toISOString() });

/** One address or CIDR range a line (or separated by commas), as the API takes them. */
const addressList = (text: string | null) => (text ?? '').split(/[\s,]+/).filter(Boolean);
const instant = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

interface CreatedKey {
  name: string;
  key: string;
}

/** A new key; its secret is shown once, in a dialog that keeps it until the Admin has copied it. */
function ApiKeyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const onSuccess = (key: CreatedKey) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    setCreated(key);
  };
  return (
    <>
      <ResourceCreate mutationOptions={{ onSuccess }}>
        <ResourceForm sx={{ maxWidth: 800 }} defaultValues={defaults}>
          <FormSection title="resources.apiKeys.sections.key">
            <TextInput source="name" validate={[required(), maxLength(100)]} />
            <ReferenceInput source="role" reference="roles">
              <SelectInput optionText={<RoleName source="id" />} validate={required()} helperText="resources.apiKeys.help.role" />
            </ReferenceInput>
            <TenantInput />
            <DateTimeInput source="expiresAt" parse={instant} validate={required()} helperText="resources.apiKeys.help.expiresAt" />
            <TextInput
              source="allowedAddresses"
              multiline
              format={(addresses: string[] | undefined) => (addresses ?? []).join('\n')}
              parse={addressList}
              helperText="resources.apiKeys.help.allowedAddresses"
            />
          </FormSection>
        </ResourceForm>
      </ResourceCreate>
      {created && (
        <TemporaryPasswordDialog
          texts="resources.apiKeys.created"
          email={created.name}
          password={created.key}
          onClose={() => redirect('list', 'apiKeys')}
        />
      )}
    </>
  );
}

export { ApiKeyCreate as create };
