import { maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';

const protocolRule = regex(/^[a-z0-9_-]+$/, 'resources.sensorModels.help.protocol');

/** The fields of a device model: the protocol is how the server reads its messages. */
export const SensorModelForm = () => (
  <SimpleForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="manufacturer" validate={maxLength(200)} />
    <TextInput source="protocol" validate={[required(), maxLength(40), protocolRule]} helperText="resources.sensorModels.help.protocol" />
    <TextInput source="description" multiline validate={maxLength(2000)} />
  </SimpleForm>
);
