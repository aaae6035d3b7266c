import { DataTable, FunctionField, NumberField, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

type ServicePlan = components['schemas']['ServicePlan'];

/** The calendar interval as one text: "12 months" or "90 days". */
function CalendarCell({ plan }: { plan: ServicePlan }) {
  const translate = useTranslate();
  if (plan.everyMonths !== null) return <>{translate('resources.servicePlans.every.months', { smart_count: plan.everyMonths })}</>;
  if (plan.everyDays !== null) return <>{translate('resources.servicePlans.every.days', { smart_count: plan.everyDays })}</>;
  return null;
}

/** Service plans of the tenant: what each is on, and its intervals. */
export const ServicePlanList = () => (
  <ResourceList>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="assetName" />
      <DataTable.Col source="modelName" />
      <DataTable.Col source="everyKm">
        <NumberField source="everyKm" />
      </DataTable.Col>
      <DataTable.Col source="everyEngineHours">
        <NumberField source="everyEngineHours" />
      </DataTable.Col>
      <DataTable.Col
        source="everyMonths"
        disableSort
        field={() => <FunctionField<ServicePlan> render={(plan) => <CalendarCell plan={plan} />} />}
      />
      <DataTable.Col source="updatedAt">
        <LocalDateField source="updatedAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
