import { maxLength, maxValue, minValue, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FUEL_TYPE_CHOICES } from './fuelTypes';

/** The fields of an asset model. */
export const AssetModelForm = () => (
  <SimpleForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="manufacturer" validate={maxLength(200)} />
    <NumberInput source="year" validate={[minValue(1900), maxValue(2100)]} />
    <SelectInput source="fuelType" choices={FUEL_TYPE_CHOICES} />
    <TextInput source="description" multiline validate={maxLength(2000)} />
  </SimpleForm>
);
