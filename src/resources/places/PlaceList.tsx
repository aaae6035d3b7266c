import { DataTable, FunctionField, NumberField, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { PLACE_ICONS } from './placeIcons';

type Place = components['schemas']['Place'];

function IconCell({ place }: { place: Place }) {
  const translate = useTranslate();
  const Icon = PLACE_ICONS[place.icon];
  return <Icon fontSize="small" titleAccess={translate(`resources.places.icons.${place.icon}`)} />;
}

/** Points of interest of the tenant: icon, name, category, radius. */
export const PlaceList = () => (
  <ResourceList>
    <ResourceTable>
      <DataTable.Col source="icon" field={() => <FunctionField<Place> render={(place) => <IconCell place={place} />} />} />
      <DataTable.Col source="name" />
      <DataTable.Col source="category" />
      <DataTable.Col source="radiusMeters">
        <NumberField source="radiusMeters" />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <LocalDateField source="updatedAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
