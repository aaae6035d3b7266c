import type { Schema } from '../contract';
import type { Caller } from '../auth/tenancy';
import type { Mail } from '../mail/mailer';
import { alertsOfAssetIn } from '../repos/alerts';
import { visibleAssets, visibleGroupAssets } from '../repos/ownedAsset';
import { dueSchedules, leaseSchedule, markSent, type ScheduleRow } from '../repos/reportSchedules';
import { userById } from '../repos/users';
import type { Period } from '../http/reportPeriod';
import { dayIn } from './dailySummary';
import { nextDelivery, periodBefore } from './deliveryTime';
import { dailySummaryOf, stopsOf, visitsOf, type ReportSources } from './reportData';
import { defaultStopRules } from './stops';
import { zonedIso } from '../../src/domain/zonedTime';
import { PdfUnavailable } from './pdf/pdfRenderer';
import { printReport } from './pdf/printReport';

type Cell = string | number | null;
type Total = { label: string; value: string };

/** A schedule of a group covers at most this many of its assets (a schedule of assets lists at most as many). */
const maxGroupAssets = 50;

/** A run that has not finished by then is taken up again by a later one. */
const leaseMs = 10 * 60_000;
const batchSize = 20;
/** As many rows as the console may print (the contract's ReportDocument): a PDF stays a few hundred pages at most. */
const pdfMaxRows = 5000;

const titles: Record<Schema<'ScheduledReport'>, string> = {
  stops: 'Stops',
  dailySummary: 'Daily summary',
  events: 'Events',
  geofenceVisits: 'Geofence visits',
};

/**
 * The rows of one asset's report, led by the columns' names (for the CSV attachment, raw values as in
 * the console's export): times as the schedule's wall clock with the offset stated, as the console exports them.
 */
async function reportRows(
  sources: ReportSources,
  report: Schema<'ScheduledReport'>,
  assetId: string,
  period: Period,
  timeZone: string,
): Promise<{ header: string[]; rows: Cell[][] }> {
  const local = (time: string | null) => (time === null ? null : zonedIso(new Date(time), timeZone));
  switch (report) {
    case 'stops':
      return {
        header: ['Start', 'End', 'Duration (s)', 'Place', 'Address', 'Latitude', 'Longitude'],
        rows: (await stopsOf(sources, assetId, period, defaultStopRules)).map((s) => [
          local(s.startTime),
          local(s.endTime),
          s.durationSeconds,
          s.placeName,
          s.address,
          s.latitude,
          s.longitude,
        ]),
      };
    case 'dailySummary':
      return {
        header: [
          'Day',
          'Distance (km)',
          'Time in motion (s)',
          'Idle time (s)',
          'Top speed (km/h)',
          'Average speed (km/h)',
          'Start odometer (km)',
          'End odometer (km)',
          'Fuel used (l)',
        ],
        rows: (await dailySummaryOf(sources, assetId, period, timeZone)).map((d) => [
          d.day,
          d.distanceKm,
          d.drivingSeconds,
          d.idleSeconds,
          d.maxSpeedKmh,
          d.averageSpeedKmh,
          d.startOdometerKm,
          d.endOdometerKm,
          d.fuelUsedLiters,
        ]),
      };
    case 'geofenceVisits':
      return {
        header: ['Geofence', 'Entered', 'Left', 'Time inside (s)'],
        rows: (await visitsOf(sources, assetId, period)).map((v) => [
          v.geofenceName,
          local(v.enterTime),
          local(v.exitTime),
          v.durationSeconds,
        ]),
      };
    case 'events': {
      const alerts = await alertsOfAssetIn(sources.db, assetId, period, sources.maxRows);
      return {
        header: ['Time', 'Type', 'Geofence', 'Message', 'Speed (km/h)'],
        rows: alerts.map((a) => [local(a.time), a.type, a.geofenceName, a.message, a.speedKmh]),
      };
    }
  }
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const toCsv = (rows: Cell[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

interface Recipient {
  email: string;
  caller: Caller;
}

/**
 * The report as PDF, in English as the mail. Without Chromium on the machine the mail goes with its CSV
 * alone: the CSV carries the whole report.
 */
async function pdfAttachment(
  sources: ReportSources,
  caller: Caller,
  report: { title: string; period: string; counts: Total[]; header: string[]; rows: Cell[][] },
  filename: string,
): Promise<NonNullable<Mail['attachments']>> {
  try {
    const content = await printReport(sources.db, sources.pdf, caller, {
      title: report.title,
      period: report.period,
      language: 'en',
      totals:
        report.rows.length > pdfMaxRows
          ? [...report.counts, { label: 'In this PDF', value: `the first ${pdfMaxRows} rows; all in the CSV` }]
          : report.counts,
      columns: report.header,
      rows: report.rows.slice(0, pdfMaxRows).map((row) => row.map((cell) => (cell === null ? null : String(cell)))),
    });
    return [{ filename, content: content.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }];
  } catch (error) {
    if (error instanceof PdfUnavailable && error.reason === 'absent') return [];
    throw error;
  }
}

/** The mail of one schedule: a line per asset and the whole report as CSV and PDF attachments. */
export async function scheduledMail(sources: ReportSources, schedule: ScheduleRow, recipient: Recipient, period: Period): Promise<Mail> {
  // The user's rights today decide which assets the report may show.
  const assets = schedule.group_id
    ? await visibleGroupAssets(sources.db, recipient.caller, schedule.group_id, maxGroupAssets)
    : await visibleAssets(sources.db, recipient.caller, schedule.asset_ids);
  const title = titles[schedule.report];
  let header: string[] = [];
  const rows: Cell[][] = [];
  const counts: Total[] = [];
  for (const asset of assets) {
    const part = await reportRows(sources, schedule.report, asset.id, period, schedule.time_zone);
    header = part.header;
    rows.push(...part.rows.map((row) => [asset.name, ...row]));
    counts.push({ label: asset.name, value: `${part.rows.length} ${part.rows.length === 1 ? 'row' : 'rows'}` });
  }
  const lines = counts.map(({ label, value }) => `${label}: ${value}`);
  const dayOf = dayIn(schedule.time_zone);
  const days = `${dayOf(period.from.getTime())} to ${dayOf(period.to.getTime() - 1)}`;
  const fileStem = `${schedule.report}_${dayOf(period.from.getTime())}`;
  const pdf = await pdfAttachment(
    sources,
    recipient.caller,
    {
      title: `${title} report`,
      period: `${days} (${schedule.time_zone})`,
      counts,
      header: ['Asset', ...header],
      rows,
    },
    `${fileStem}.pdf`,
  );
  return {
    to: recipient.email,
    subject: `${title} report, ${days}`,
    text: [
      `Your ${schedule.frequency} ${title.toLowerCase()} report for ${days} (${schedule.time_zone}) is attached.`,
      '',
      ...(lines.length ? lines : ['None of the chosen assets is visible to you any more.']),
      '',
      `Open the reports in the console: ${sources.publicUrl}/reports`,
    ].join('\n'),
    attachments: [
      {
        filename: `${fileStem}.csv`,
        content: '\uFEFF' + toCsv([['Asset', ...header], ...rows]),
        contentType: 'text/csv; charset=utf-8',
      },
      ...pdf,
    ],
  };
}

/**
 * Sends every schedule due at `now` and sets its next run. A schedule is leased before its report is
 * read, so overlapping runs never send one twice; a run that fails or crashes leaves the schedule
 * due once its lease is over, for the same period: at least once, late rather than never. After a
 * long outage the missed period is sent once and the schedule resumes from now.
 */
export async function deliverDueReports(sources: ReportSources, send: (mail: Mail) => Promise<void>, now = new Date()): Promise<number> {
  let sent = 0;
  for (const schedule of await dueSchedules(sources.db, now, batchSize)) {
    if (!(await leaseSchedule(sources.db, schedule, now, new Date(now.getTime() + leaseMs)))) continue;
    const user = await userById(sources.db, schedule.user_id);
    // A deleted user's schedules go with the account (foreign key); one deleted during this run is skipped.
    if (!user) continue;
    const runAt = schedule.next_run_at.getTime();
    const period = periodBefore(schedule.frequency, runAt);
    await send(
      await scheduledMail(
        sources,
        schedule,
        { email: user.email, caller: { userId: schedule.user_id, role: user.role, tenantId: user.tenant_id } },
        period,
      ),
    );
    await markSent(
      sources.db,
      schedule.id,
      now,
      new Date(nextDelivery(schedule.frequency, schedule.time_zone, Math.max(runAt, now.getTime()))),
    );
    sent += 1;
  }
  return sent;
}
