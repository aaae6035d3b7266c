import type { ReactNode } from 'react';
import {
  DeleteButton,
  email,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';
import { RoleName } from './RoleName';
import { useIsOwnAccount } from './ownAccount';

/** Save, and delete unless the user is the signed-in one. */
function UserToolbar({ own }: { own: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {!own && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * The fields of a user; `extra` adds what only creation asks (the first password). On one's own
 * account the role is shown but cannot be changed, and there is no delete.
 */
export function UserForm({ extra }: { extra?: ReactNode }) {
  const own = useIsOwnAccount()(useRecordContext());
  return (
    <SimpleForm sx={{ maxWidth: 800 }} toolbar={<UserToolbar own={own} />}>
      <FormSection title="resources.users.sections.person">
        <TextInput source="fullName.firstName" validate={[required(), maxLength(100)]} />
        <TextInput source="fullName.lastName" validate={[required(), maxLength(100)]} />
        <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
        <TextInput source="phone" validate={maxLength(32)} />
      </FormSection>
      <FormSection title="resources.users.sections.access">
        <ReferenceInput source="role" reference="roles">
          <SelectInput optionText={<RoleName source="name" />} validate={required()} disabled={own} helperText={own ? 'ownAccount.role_locked' : undefined} />
        </ReferenceInput>
        <FormDataConsumer<{ role?: string }>>
          {({ formData }) =>
            // A SysAdmin belongs to no tenant; every other user to one.
            formData.role !== 'SysAdmin' && <TenantInput />
          }
        </FormDataConsumer>
        {extra}
      </FormSection>
    </SimpleForm>
  );
}
