import { maxLength, maxValue, minValue, NumberInput, regex, required, SelectInput, TextInput } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { formPages, ResourceForm } from '../shared/ResourceViews';
import { FUEL_TYPE_CHOICES, GREEN_DRIVING_UNIT_CHOICES, modelsPath } from './modelChoices';
import { FuelSensorInput, withFuelSensor } from './FuelSensorInput';

// The list of each kind is a tab of /models: going back "to the list" after a save or delete lands there.
export const assetModelsTab = () => <Navigate to={modelsPath('assets')} replace />;
export const sensorModelsTab = () => <Navigate to={modelsPath('sensors')} replace />;

/** The fields of an asset model. */
export const AssetModelForm = () => (
  <ResourceForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="manufacturer" validate={maxLength(200)} />
    <NumberInput source="year" validate={[minValue(1900), maxValue(2100)]} />
    <SelectInput source="fuelType" choices={FUEL_TYPE_CHOICES} />
    <NumberInput source="tankLitres" validate={[minValue(0.1), maxValue(100000)]} />
    <TextInput source="description" multiline validate={maxLength(2000)} />
  </ResourceForm>
);

const protocolRule = regex(/^[a-z0-9_-]+$/, 'resources.sensorModels.help.protocol');

/**
 * The fields of a device model: the protocol is how the server reads its messages, the green-driving unit how it reads
 * IO 254, the fuel sensor where the level of its devices' assets is read when they name none.
 */
export const SensorModelForm = () => (
  <ResourceForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="manufacturer" validate={maxLength(200)} />
    <TextInput source="protocol" validate={[required(), maxLength(40), protocolRule]} helperText="resources.sensorModels.help.protocol" />
    <SelectInput
      source="greenDrivingUnit"
      choices={GREEN_DRIVING_UNIT_CHOICES}
      defaultValue="g100"
      validate={required()}
      helperText="resources.sensorModels.help.greenDrivingUnit"
    />
    <FuelSensorInput />
    <TextInput source="description" multiline validate={maxLength(2000)} />
  </ResourceForm>
);

const assetModelPages = formPages(AssetModelForm);
const sensorModelPages = formPages(SensorModelForm, { transform: withFuelSensor });
export const createAssetModel = assetModelPages.create;
export const editAssetModel = assetModelPages.edit;
export const createSensorModel = sensorModelPages.create;
export const editSensorModel = sensorModelPages.edit;
