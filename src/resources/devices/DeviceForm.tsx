import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, maxLength, minLength, regex, required } from 'react-admin';
import { byName } from '../shared/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceForm } from '../shared/ResourceViews';

const uniqueIdRule = regex(/^[A-Za-z0-9_.:-]+$/, 'resources.devices.help.uniqueId');

/** The fields of a tracking device. */
export const DeviceForm = () => (
  <ResourceForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="uniqueId" validate={[required(), minLength(3), maxLength(50), uniqueIdRule]} helperText="resources.devices.help.uniqueId" />
    <ReferenceInput source="modelId" reference="sensorModels" sort={byName}>
      <SelectInput optionText="name" />
    </ReferenceInput>
    <ReferenceInput source="assetId" reference="assets" sort={byName}>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <TextInput source="phone" validate={maxLength(32)} />
    <TenantInput />
  </ResourceForm>
);

export const { create, edit } = formPages(DeviceForm);
