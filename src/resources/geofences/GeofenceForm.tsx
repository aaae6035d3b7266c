import {
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  regex,
  required,
  TextInput,
} from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { GeofenceShapeInput, MapSlot } from '../shared/lazyMapsAndCharts';
import { TenantInput } from '../shared/TenantInput';
import { CoordinateInputs } from './CoordinateInputs';
import { SHAPE_CHOICES, keepShapeFields, type GeofenceShapeValues } from './geofenceShape';
import { formPages, ResourceForm } from '../shared/ResourceViews';

const defaults = { shape: 'polygon', color: '#1976d2', points: [] };

/** The fields of a geofence; the shape is drawn on the map, or typed as coordinates. */
export const GeofenceForm = () => (
  <ResourceForm defaultValues={defaults} sx={{ maxWidth: 960 }}>
    <FormSection title="resources.geofences.sections.about">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="color" type="color" validate={regex(/^#[0-9a-fA-F]{6}$/)} />
      <TextInput source="description" multiline validate={maxLength(2000)} sx={{ gridColumn: '1 / -1' }} />
      <TenantInput />
    </FormSection>
    <RadioButtonGroupInput source="shape" choices={SHAPE_CHOICES} row validate={required()} />
    <FormDataConsumer<GeofenceShapeValues>>
      {({ formData }) =>
        formData.shape === 'corridor' && (
          <NumberInput
            source="widthMeters"
            helperText="resources.geofences.help.width"
            validate={[required(), minValue(1), maxValue(10000)]}
          />
        )
      }
    </FormDataConsumer>
    <MapSlot height={420}>
      <GeofenceShapeInput />
    </MapSlot>
    <CoordinateInputs />
  </ResourceForm>
);

export const { create, edit } = formPages(GeofenceForm, { transform: keepShapeFields });
