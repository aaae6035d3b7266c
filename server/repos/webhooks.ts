import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { listRows, mapPage, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import type { TenantRecordSpec } from './tenantRecords';

export interface WebhookRow {
  id: string;
  tenant_id: string;
  name: string;
  url: string;
  alert_types: Schema<'AlertType'>[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The secret is written, never read back: it stays with the server that signs. */
const columns = sql`w.id, w.tenant_id, w.name, w.url, w.alert_types, w.enabled, w.created_at, w.updated_at`;

const toWebhook = (row: WebhookRow): Schema<'Webhook'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  url: row.url,
  alertTypes: row.alert_types,
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const webhookRecords: TenantRecordSpec<WebhookRow, Schema<'Webhook'>, Schema<'WebhookInput'>> = {
  table: 'webhooks',
  alias: 'w',
  what: 'Webhook',
  columns,
  from: sql`webhooks w`,
  toRecord: toWebhook,
  values: async (_db, input) => ({
    name: input.name.trim(),
    url: input.url,
    secret: input.secret,
    alert_types: JSON.stringify(input.alertTypes ?? []),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  }),
  search: ['w.name', 'w.url'],
  sortable: sortableFields<'listWebhooks'>({ name: 'w.name', url: 'w.url', enabled: 'w.enabled', createdAt: 'w.created_at' }),
};

export interface WebhookDeliveryRow {
  id: string;
  webhook_id: string;
  alert_id: string | null;
  alert_type: Schema<'AlertType'>;
  status: Schema<'WebhookDelivery'>['status'];
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

export const deliveryColumns = sql`d.id, d.webhook_id, d.alert_id, d.alert_type, d.status, d.attempts, d.response_status, d.error,
  d.created_at, d.updated_at`;

export const toWebhookDelivery = (row: WebhookDeliveryRow): Schema<'WebhookDelivery'> => ({
  id: row.id,
  webhookId: row.webhook_id,
  alertId: row.alert_id,
  alertType: row.alert_type,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.response_status,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The deliveries of the caller's webhook, newest first; 404 when the webhook is not theirs. */
export async function listDeliveries(
  db: Queryable,
  caller: Caller,
  webhookId: string,
  params: ListParams,
  maxRows: number,
): Promise<Page<Schema<'WebhookDelivery'>>> {
  await findOwned(db, sql`select id from webhooks where id = ${webhookId} and ${tenantScope(caller)}`, 'Webhook');
  return mapPage(
    await listRows<WebhookDeliveryRow>(
      db,
      {
        columns: deliveryColumns,
        from: sql`webhook_deliveries d`,
        where: [sql`d.webhook_id = ${webhookId}`],
        // The list has no sort parameter, and listRows sorts ascending.
        sortable: { newest: '-extract(epoch from created_at)' },
        defaultSort: 'newest',
      },
      params,
      maxRows,
    ),
    toWebhookDelivery,
  );
}

/** An alert to offer to its tenant's webhooks, with the JSON they are sent. */
export interface WebhookAlert {
  tenantId: string;
  alertId: string;
  alertType: string;
  payload: unknown;
}

/** Logs a pending delivery for every enabled webhook of the alert's tenant that takes its type; answers their ids. */
export async function addWebhookDeliveries(db: Queryable, alerts: WebhookAlert[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`insert into webhook_deliveries (tenant_id, webhook_id, alert_id, alert_type, payload)
    select w.tenant_id, w.id, r.alert_id, r.alert_type, r.payload
    from jsonb_to_recordset(${JSON.stringify(alerts.map((alert) => ({ tenant_id: alert.tenantId, alert_id: alert.alertId, alert_type: alert.alertType, payload: alert.payload })))}::jsonb)
      as r(tenant_id uuid, alert_id uuid, alert_type text, payload jsonb)
    join webhooks w on w.tenant_id = r.tenant_id and w.enabled
      and (jsonb_array_length(w.alert_types) = 0 or w.alert_types @> jsonb_build_array(r.alert_type))
    returning id`);
  return rows.map((row) => row.id);
}

/** A logged delivery with what its call needs: the webhook's address, secret and state. */
export interface PendingDelivery {
  url: string;
  secret: string;
  enabled: boolean;
  payload: unknown;
  attempts: number;
  status: string;
}

export async function pendingDelivery(db: Queryable, deliveryId: string): Promise<PendingDelivery | undefined> {
  const [row] =
    await db.query<PendingDelivery>(sql`select w.url, w.secret, w.enabled, d.payload, d.attempts, d.status from webhook_deliveries d
    join webhooks w on w.id = d.webhook_id where d.id = ${deliveryId}`);
  return row;
}

export interface DeliveryAttempt {
  attempts: number;
  status: string;
  responseStatus: number | null;
  error: string | null;
}

export async function recordDeliveryAttempt(db: Queryable, deliveryId: string, attempt: DeliveryAttempt): Promise<void> {
  await db.query(sql`update webhook_deliveries set attempts = ${attempt.attempts}, status = ${attempt.status},
    response_status = ${attempt.responseStatus}, error = ${attempt.error}, updated_at = now() where id = ${deliveryId}`);
}
