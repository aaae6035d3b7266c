import type { AppContext } from '../context';
import type { Mail, Mailer } from '../mail/mailer';
import { dropExpiredPartitions, ensureUpcomingPartitions } from '../db/positionPartitions';
import { sweepOutOfNetwork } from '../telemetry/sweeper';
import { deleteExpiredAuditEntries } from '../repos/auditLog';
import { reportSources } from '../reports/reportData';
import { deliverDueReports } from '../reports/scheduledDelivery';
import type { Job, JobRunner } from './job';
import { raiseTimedAlerts } from '../telemetry/alerts/timedAlerts';
import { raiseFuelAlerts } from '../telemetry/alerts/fuelAlerts';
import { liveAlertEvents, type NotifyAlerts } from '../notifications/alertNotifier';
import { deliverWebhook, type WebhookJob } from '../notifications/webhookDelivery';
import { sendPush, type PushJob } from '../notifications/pushDelivery';

const hourMs = 3_600_000;
/** An asset falls OutOfNetwork at most this long after its time is up. */
const sweepEveryMs = 30_000;
/** Scheduled report mails leave at most this long after their time. */
const reportMailEveryMs = 60_000;
/** Offline, idle and date alerts fire at most this long after they are due. */
const timedAlertsEveryMs = 60_000;

/**
 * The server's background jobs; the mail jobs send through the context's `mailer`, the transport itself, and
 * alerts raised by the timed-alerts job (time passing, and fuel fills and drains) are told through `notify` (the notifications service).
 * `timed-alerts` takes `{ now }` (ISO time) to judge at another time than the clock's.
 */
export function serverJobs(
  context: Pick<AppContext, 'db' | 'config' | 'live' | 'geocoder' | 'mailer' | 'pdf'>,
  log: (line: string) => void,
  notify: NotifyAlerts,
): Job[] {
  const { db, config, mailer } = context;
  const timedAlerts = async (payload: unknown) => {
    const at = (payload as { now?: string } | null)?.now;
    const now = at ? new Date(at) : new Date();
    const raised = [...(await raiseTimedAlerts(db, now)), ...(await raiseFuelAlerts(db, now, config.movingSpeedKmh))];
    await context.live.publish(...liveAlertEvents(raised));
    void notify(raised);
    return raised.length;
  };
  // At start too: an operator who lowers the retention because the disk is full gets the space back at once,
  // and an embedded server restarted more often than hourly would otherwise never drop anything.
  const retention: Job[] = config.retentionDays
    ? [
        {
          name: 'positions-retention',
          everyMs: hourMs,
          atStart: true,
          run: async () => {
            const dropped = await dropExpiredPartitions(db, config.retentionDays as number);
            if (dropped.length)
              log(`retention (${config.retentionDays} days): dropped ${dropped.length} days of positions (${dropped.join(', ')})`);
          },
        },
      ]
    : [];
  return [
    { name: 'positions-partitions', everyMs: hourMs, run: () => ensureUpcomingPartitions(db) },
    { name: 'audit-retention', everyMs: hourMs, run: () => deleteExpiredAuditEntries(db) },
    ...retention,
    { name: 'out-of-network', everyMs: sweepEveryMs, run: () => sweepOutOfNetwork(context) },
    { name: 'timed-alerts', everyMs: timedAlertsEveryMs, run: timedAlerts },
    { name: 'send-mail', run: (mail) => mailer.send(mail as Mail) },
    { name: 'report-mail', everyMs: reportMailEveryMs, run: () => deliverDueReports(reportSources(context), (mail) => mailer.send(mail)) },
    { name: 'deliver-webhook', run: (job) => deliverWebhook(db, job as WebhookJob, config.webhookInternalHosts) },
    { name: 'send-push', run: (job) => sendPush(db, pushSubject(config.mailFrom), job as PushJob) },
  ];
}

/** VAPID's contact: the address alert mail comes from. */
const pushSubject = (mailFrom: string) => `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;

/** A mailer whose messages go through the job queue: retried when the mail server fails, kept across restarts. */
export const queuedMailer = (jobs: Pick<JobRunner, 'enqueue'>): Mailer => ({ send: (mail) => jobs.enqueue('send-mail', mail) });

/** A queue whose runner is bound once started: jobs queued before wait for it. */
export function deferredQueue(): Pick<JobRunner, 'enqueue'> & { bind(jobs: JobRunner): void } {
  let bind: (jobs: JobRunner) => void = () => {};
  const runner = new Promise<JobRunner>((resolve) => (bind = resolve));
  return { enqueue: async (name, payload) => (await runner).enqueue(name, payload), bind };
}
