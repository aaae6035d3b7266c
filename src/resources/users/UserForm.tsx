import type { ReactNode } from 'react';
import { email, FormDataConsumer, maxLength, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';

/** The fields of a user; `extra` adds what only creation asks (the first password). */
export const UserForm = ({ extra }: { extra?: ReactNode }) => (
  <SimpleForm sx={{ maxWidth: 800 }}>
    <FormSection title="resources.users.sections.person">
      <TextInput source="fullName.firstName" validate={[required(), maxLength(100)]} />
      <TextInput source="fullName.lastName" validate={[required(), maxLength(100)]} />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
      <TextInput source="phone" validate={maxLength(32)} />
    </FormSection>
    <FormSection title="resources.users.sections.access">
      <ReferenceInput source="role" reference="roles">
        <SelectInput optionText="name" validate={required()} />
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
