import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  minLength,
  regex,
  required,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceEdit, ResourceForm } from '../shared/ResourceViews';
import { DeviceDiagnosticsPanel } from './DeviceDiagnosticsPanel';

const uniqueIdRule = regex(/^[A-Za-z0-9_.:-]+$/, 'resources.devices.help.uniqueId');

/** The fields of a tracking device. */
export const DeviceForm = () => (
  <ResourceForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput
      source="uniqueId"
      validate={[required(), minLength(3), maxLength(50), uniqueIdRule]}
      helperText="resources.devices.help.uniqueId"
    />
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

/** The device's diagnostics under its form, for those who may read them (Admins). */
function RecordDiagnostics() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'deviceDiagnostics', action: 'show' });
  return record && canAccess ? <DeviceDiagnosticsPanel deviceId={String(record.id)} /> : null;
}

export const { create } = formPages(DeviceForm);

export const edit = () => (
  <ResourceEdit>
    <DeviceForm />
    <RecordDiagnostics />
  </ResourceEdit>
);
