import { useState } from 'react';
import { DateTimeInput, maxLength, ReferenceInput, required, SelectInput, TextInput, useNotify, useRedirect } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';
import { ResourceCreate, ResourceForm } from '../shared/ResourceViews';
import { RoleName } from '../users/RoleName';
import { TemporaryPasswordDialog } from '../users/TemporaryPasswordDialog';

const dayMs = 86_400_000;
/** A new key lasts 90 days unless its maker chooses otherwise (the server's bounds: two years, 90 days for a personal key). */
const defaults = () => ({ expiresAt: new Date(Date.now() + 90 * dayMs).toISOString() });

/** One address or CIDR range a line (or separated by commas), as the API takes them. */
const addressList = (text: string | null) => (text ?? '').split(/[\s,]+/).filter(Boolean);
const instant = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

interface CreatedKey {
  name: string;
  key: string;
}

const label = (field: string) => `resources.apiKeys.fields.${field}`;

/**
 * A new key, the tenant's (an Admin's, for an integrator) or the user's own; its secret is shown once,
 * in a dialog that keeps it until it has been copied.
 */
function KeyCreate({ personal }: { personal: boolean }) {
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
            <TextInput source="name" label={label('name')} validate={[required(), maxLength(100)]} />
            <ReferenceInput source="role" reference="roles">
              <SelectInput
                label={label('role')}
                optionText={<RoleName source="id" />}
                validate={required()}
                helperText={personal ? 'resources.apiKeys.help.personalRole' : 'resources.apiKeys.help.role'}
              />
            </ReferenceInput>
            {!personal && <TenantInput />}
            <DateTimeInput
              source="expiresAt"
              label={label('expiresAt')}
              parse={instant}
              validate={required()}
              helperText={personal ? 'resources.apiKeys.help.personalExpiresAt' : 'resources.apiKeys.help.expiresAt'}
            />
            <TextInput
              source="allowedAddresses"
              label={label('allowedAddresses')}
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
          onClose={() => redirect('list', personal ? 'myApiKeys' : 'apiKeys')}
        />
      )}
    </>
  );
}

const ApiKeyCreate = () => <KeyCreate personal={false} />;
const PersonalApiKeyCreate = () => <KeyCreate personal />;

export { ApiKeyCreate as create, PersonalApiKeyCreate as personalCreate };
