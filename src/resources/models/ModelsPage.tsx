import { Tab, Tabs } from '@mui/material';
import { AccessDenied, useCanAccess, useTranslate, DataTable, NumberField, SelectField } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MODEL_TABS, FUEL_TYPE_CHOICES } from './modelChoices';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

/** Models Management (SysAdmin only): asset models and device models, one tab each. */
export function ModelsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  // The tabs list assetModels and sensorModels, which every role may read (for forms): the screen itself is SysAdmin's.
  const { canAccess, isPending } = useCanAccess({ resource: 'models', action: 'list' });
  const current = MODEL_TABS.find(({ tab }) => tab === params.get('tab')) ?? MODEL_TABS[0];
  if (isPending) return null;
  if (!canAccess) return <AccessDenied />;
  return (
    <>
      <Tabs
        value={current.tab}
        onChange={(_event, tab) => setParams({ tab })}
        variant="scrollable"
        aria-label={translate('shell.menu.models')}
        sx={{ px: 2 }}
      >
        {MODEL_TABS.map(({ tab, label }) => (
          <Tab key={tab} value={tab} label={translate(label)} />
        ))}
      </Tabs>
      {current.tab === 'assets' ? <AssetModelList /> : <SensorModelList />}
    </>
  );
}

/** Asset models (/assets/models), shared by every tenant. */
const AssetModelList = () => (
  <ResourceList resource="assetModels" title="shell.menu.models" disableSyncWithLocation>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="manufacturer" />
      <DataTable.Col source="year">
        <NumberField source="year" options={{ useGrouping: false }} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="fuelType">
        <SelectField source="fuelType" choices={FUEL_TYPE_CHOICES} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="description" />
    </ResourceTable>
  </ResourceList>
);

/** Device models (/sensors/models), shared by every tenant. */
const SensorModelList = () => (
  <ResourceList resource="sensorModels" title="shell.menu.models" disableSyncWithLocation>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="manufacturer" />
      <DataTable.Col source="protocol" />
      <DataTable.Col source="description" />
    </ResourceTable>
  </ResourceList>
);
