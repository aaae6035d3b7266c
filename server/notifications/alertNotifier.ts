import sql, { join } from 'sql-template-tag';
import type { Db } from '../db/engine';
import type { Mailer } from '../mail/mailer';
import { mailAlerts } from '../telemetry/alerts/alertMail';
import type { RaisedAlert } from '../telemetry/alerts/alertStore';
import type { PushJob } from './pushDelivery';
import type { WebhookJob } from './webhookDelivery';

export type Enqueue = (name: string, payload: unknown) => Promise<void>;
export type NotifyAlerts = (raised: RaisedAlert[]) => Promise<void>;

interface OptedIn {
  user_id: string;
  email: string;
  tenant_id: string;
  alert_type: string;
  by_email: boolean;
  by_push: boolean;
}

const payloadOf = ({ alert }: RaisedAlert) => ({ event: 'alert', alert });

/**
 * Tells people of new, committed alerts: mail to the rule's recipients and to the users who chose
 * e-mail for the alert's type, browser push to those who chose push, and every enabled webhook of
 * the tenant that takes the type. Webhook calls and pushes are queued jobs (retried, logged);
 * nothing here undoes an alert, a failure is only logged.
 */
export function createAlertNotifier(db: Db, mailer: Mailer, enqueue: Enqueue, log: (line: string) => void): NotifyAlerts {
  return async (raised) => {
    if (!raised.length) return;
    try {
      const tenantIds = [...new Set(raised.map(({ alert }) => alert.tenantId))];
      const optedIn = await db.query<OptedIn>(sql`select u.id as user_id, u.email, u.tenant_id, p.alert_type, p.email as by_email, p.push as by_push
        from notification_preferences p join users u on u.id = p.user_id
        where u.tenant_id in (${join(tenantIds)}) and (p.email or p.push)`);
      const chose = (alert: RaisedAlert['alert'], channel: 'by_email' | 'by_push') =>
        optedIn.filter((row) => row.tenant_id === alert.tenantId && row.alert_type === alert.type && row[channel]);

      const mailed = raised.map((item) => ({ ...item, recipients: [...new Set([...item.recipients, ...chose(item.alert, 'by_email').map((row) => row.email)])] }));
      await mailAlerts(mailer, mailed, log);

      const pushUsers = [...new Set(raised.flatMap(({ alert }) => chose(alert, 'by_push').map((row) => row.user_id)))];
      const subscriptions = pushUsers.length
        ? await db.query<{ id: string; user_id: string }>(sql`select id, user_id from push_subscriptions where user_id in (${join(pushUsers)})`)
        : [];
      const pushes: PushJob[] = raised.flatMap(({ alert }) => {
        const users = new Set(chose(alert, 'by_push').map((row) => row.user_id));
        const payload = JSON.stringify({ title: alert.assetName, body: alert.message, alertId: alert.id, type: alert.type, time: alert.time });
        return subscriptions.filter((subscription) => users.has(subscription.user_id)).map((subscription) => ({ subscriptionId: subscription.id, payload }));
      });

      const deliveries = await db.query<{ id: string }>(sql`insert into webhook_deliveries (tenant_id, webhook_id, alert_id, alert_type, payload)
        select w.tenant_id, w.id, r.alert_id, r.alert_type, r.payload
        from jsonb_to_recordset(${JSON.stringify(raised.map((item) => ({ tenant_id: item.alert.tenantId, alert_id: item.alert.id, alert_type: item.alert.type, payload: payloadOf(item) })))}::jsonb)
          as r(tenant_id uuid, alert_id uuid, alert_type text, payload jsonb)
        join webhooks w on w.tenant_id = r.tenant_id and w.enabled
          and (jsonb_array_length(w.alert_types) = 0 or w.alert_types @> jsonb_build_array(r.alert_type))
        returning id`);
      const jobs = [
        ...deliveries.map(({ id }) => enqueue('deliver-webhook', { deliveryId: id } satisfies WebhookJob)),
        ...pushes.map((push) => enqueue('send-push', push)),
      ];
      const results = await Promise.allSettled(jobs);
      for (const result of results) if (result.status === 'rejected') log(`alert notification not queued: ${String(result.reason)}`);
    } catch (error) {
      log(`alert notifications failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
