import { maxLength, maxValue, minValue, number, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceForm } from '../shared/ResourceViews';
import { PLACE_DEFAULT_RADIUS, PLACE_ICON_CHOICES } from './placeIcons';

const defaults = { icon: 'place', radiusMeters: PLACE_DEFAULT_RADIUS };

/** The fields of a point of interest: what it is, and where (its centre and radius). */
export const PlaceForm = () => (
  <ResourceForm defaultValues={defaults} sx={{ maxWidth: 800 }}>
    <FormSection title="resources.places.sections.about">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="category" helperText="resources.places.help.category" validate={maxLength(50)} />
      <SelectInput source="icon" choices={PLACE_ICON_CHOICES} validate={required()} />
      <TenantInput />
    </FormSection>
    <FormSection title="resources.places.sections.where">
      <NumberInput source="location.latitude" validate={[required(), number(), minValue(-90), maxValue(90)]} />
      <NumberInput source="location.longitude" validate={[required(), number(), minValue(-180), maxValue(180)]} />
      <NumberInput source="radiusMeters" helperText="resources.places.help.radius" validate={[required(), minValue(1), maxValue(10000)]} />
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(PlaceForm);
