import { BooleanField, DataTable, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { alertTypeLabel } from '../../kit/alerts/alertTypes';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import type { components } from '../../api/schema';

type Webhook = components['schemas']['Webhook'];

/** The alert types a webhook receives, in words; none listed means every type. */
function AlertTypesField() {
  const webhook = useRecordContext<Webhook>();
  const translate = useTranslate();
  if (!webhook) return null;
  if (webhook.alertTypes.length === 0) return <>{translate('resources.webhooks.all_types')}</>;
  return <>{webhook.alertTypes.map((type) => translate(alertTypeLabel(type))).join(', ')}</>;
}

/** On a phone each card shows where its alerts go, under the name. */
const phoneCard = { secondary: (webhook: RaRecord) => webhook.url };

/** The tenant's webhooks: where alerts are POSTed, which types, and whether each is on. */
export const WebhookList = () => (
  <ResourceList>
    <ResourceTable card={phoneCard}>
      <DataTable.Col source="name" />
      <DataTable.Col source="url" />
      <DataTable.Col source="alertTypes">
        <AlertTypesField />
      </DataTable.Col>
      <DataTable.Col source="enabled">
        <BooleanField source="enabled" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <LocalDateField source="createdAt" showTime />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
