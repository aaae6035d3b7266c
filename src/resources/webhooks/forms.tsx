import { Divider } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceViews';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';

function DeliveriesOfRecord() {
  const webhook = useRecordContext();
  return webhook ? <WebhookDeliveries webhookId={String(webhook.id)} /> : null;
}

export const create = () => (
  <ResourceCreate>
    <WebhookForm creating />
  </ResourceCreate>
);

/** The edit page also shows the webhook's delivery log, below its form. */
export const edit = () => (
  <ResourceEdit>
    <WebhookForm />
    <Divider />
    <DeliveriesOfRecord />
  </ResourceEdit>
);
