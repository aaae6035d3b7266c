import type { Db } from '../db/engine';
import type { Mailer } from '../mail/mailer';
import { mailAlerts, type AlertMailSettings } from './alertMail';
import type { RaisedAlert } from '../repos/alerts';
import type { LiveEvent } from '../telemetry/liveEvents';
import type { PushJob } from './pushDelivery';
import type { WebhookJob } from './webhookDelivery';
import { optedInUsers } from '../repos/notificationPreferences';
import { subscriptionsOf } from '../repos/pushSubscriptions';
import { addWebhookDeliveries } from '../repos/webhooks';

export type Enqueue = (name: string, payload: unknown) => Promise<void>;
export type NotifyAlerts = (raised: RaisedAlert[]) => Promise<void>;

const payloadOf = ({ alert }: RaisedAlert) => ({ event: 'alert', alert });

/**
 * New alerts reach people two ways: at once on the consoles of their tenant, through these live events (the
 * ingestion pipeline publishes them with its batch's positions, in commit order), and through `NotifyAlerts`
 * below (mail, browser push, webhooks). Both the pipeline and the timed-alerts job use the two.
 */
export const liveAlertEvents = (raised: RaisedAlert[]): LiveEvent[] =>
  raised.map(({ alert }) => ({ type: 'alert' as const, tenantId: alert.tenantId, assetId: alert.assetId, data: alert }));

/**
 * Tells people of new, committed alerts: mail to the rule's recipients and to the users who chose
 * e-mail for the alert's type, browser push to those who chose push, and every enabled webhook of
 * the tenant that takes the type. Webhook calls and pushes are queued jobs (retried, logged);
 * nothing here undoes an alert, a failure is only logged.
 */
export function createAlertNotifier(
  db: Db,
  mailer: Mailer,
  enqueue: Enqueue,
  log: (line: string) => void,
  mail: AlertMailSettings,
): NotifyAlerts {
  return async (raised) => {
    if (!raised.length) return;
    try {
      const tenantIds = [...new Set(raised.map(({ alert }) => alert.tenantId))];
      const optedIn = await optedInUsers(db, tenantIds);
      const chose = (alert: RaisedAlert['alert'], channel: 'by_email' | 'by_push') =>
        optedIn.filter((row) => row.tenant_id === alert.tenantId && row.alert_type === alert.type && row[channel]);

      const mailed = raised.map((item) => ({
        ...item,
        recipients: [...new Set([...item.recipients, ...chose(item.alert, 'by_email').map((row) => row.email)])],
      }));
      await mailAlerts(mailer, mailed, mail, log);

      const pushUsers = [...new Set(raised.flatMap(({ alert }) => chose(alert, 'by_push').map((row) => row.user_id)))];
      const subscriptions = await subscriptionsOf(db, pushUsers);
      const pushes: PushJob[] = raised.flatMap(({ alert }) => {
        const users = new Set(chose(alert, 'by_push').map((row) => row.user_id));
        const payload = JSON.stringify({
          title: alert.assetName,
          body: alert.message,
          alertId: alert.id,
          type: alert.type,
          time: alert.time,
        });
        return subscriptions
          .filter((subscription) => users.has(subscription.user_id))
          .map((subscription) => ({ subscriptionId: subscription.id, payload }));
      });

      const deliveries = await addWebhookDeliveries(
        db,
        raised.map((item) => ({
          tenantId: item.alert.tenantId,
          alertId: item.alert.id,
          alertType: item.alert.type,
          payload: payloadOf(item),
        })),
      );
      const jobs = [
        ...deliveries.map((deliveryId) => enqueue('deliver-webhook', { deliveryId } satisfies WebhookJob)),
        ...pushes.map((push) => enqueue('send-push', push)),
      ];
      const results = await Promise.allSettled(jobs);
      for (const result of results) if (result.status === 'rejected') log(`alert notification not queued: ${String(result.reason)}`);
    } catch (error) {
      log(`alert notifications failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
