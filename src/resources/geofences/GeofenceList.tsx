import { Box } from '@mui/material';
import { DataTable, FunctionField, SelectField } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { geofenceActions } from '../shared/GeoFileButtons';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { SHAPE_CHOICES } from './geofenceShape';

type Geofence = components['schemas']['Geofence'];

const Swatch = () => (
  <FunctionField<Geofence>
    render={(geofence) => (
      <Box aria-hidden sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: geofence.color, border: 1, borderColor: 'divider' }} />
    )}
  />
);

/** Geofences of the tenant: name, shape and colour. */
export const GeofenceList = () => (
  <ResourceList actions={geofenceActions}>
    <ResourceTable>
      <DataTable.Col source="color" field={Swatch} />
      <DataTable.Col source="name" />
      <DataTable.Col source="shape">
        <SelectField source="shape" choices={SHAPE_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="description" />
      <DataTable.Col source="updatedAt">
        <LocalDateField source="updatedAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
