import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  email,
  maxLength,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { normalDriverKey } from '../../domain/driverKeys';
import { FormSection } from '../shared/FormSection';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceForm } from '../shared/ResourceViews';

/** Every key typed must be one (8 to 16 hex digits); the server stores each in its one form. */
const driverKeys = (keys: string[] | undefined) =>
  keys?.some((key) => normalDriverKey(key) === null) ? 'resources.drivers.validation.key' : undefined;

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
    <FormSection title="resources.drivers.sections.identification">
      <TextArrayInput source="keys" validate={driverKeys} helperText="resources.drivers.help.keys" />
      <ReferenceArrayInput source="allowedAssetIds" reference="assets" sort={byName}>
        <AutocompleteArrayInput optionText="name" helperText="resources.drivers.help.allowedAssetIds" />
      </ReferenceArrayInput>
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(DriverForm);
