import { AutocompleteInput, DateInput, email, maxLength, ReferenceInput, required, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { byName } from '../shared/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceForm } from '../shared/ResourceViews';

/** The fields of a driver. */
export const DriverForm = () => (
  <ResourceForm sx={{ maxWidth: 800 }}>
    <FormSection title="resources.drivers.sections.person">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="phone" validate={maxLength(32)} />
      <TextInput source="email" type="email" validate={[email(), maxLength(254)]} />
      <TenantInput />
    </FormSection>
    <FormSection title="resources.drivers.sections.licence">
      <TextInput source="licenceNumber" validate={maxLength(40)} />
      <DateInput source="licenceExpiry" />
      <ReferenceInput source="assetId" reference="assets" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(DriverForm);
