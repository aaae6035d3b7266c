import { readFileSync } from 'node:fs';
import path from 'node:path';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { mailsTo } from '../support/outbox';
import { insertAsset } from '../support/records';
import { storeTrack } from '../support/tracks';
import { summaryTrack } from '../support/summaryTrack';
import { reportSources } from '../../server/reports/reportData';
import { deliverDueReports } from '../../server/reports/scheduledDelivery';
import type { Mail } from '../../server/mail/mailer';
import { pdfText } from '../support/pdf';

/** The CSV attached to a mail file (nodemailer writes it in base64). */
function attachedCsv(eml: string): { name: string; text: string } {
  const part = /filename="?([^"\r\n]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  if (!part) throw new Error('no attachment');
  return {
    name: part[1],
    text: Buffer.from(part[2].replace(/\s/g, ''), 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  };
}

describe.each(engines)('scheduled report mails on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let otherToken: string;
  let assetId: string;
  const call = <Answer = unknown>(method: string, urlPath: string, body?: unknown, as = token) =>
    api.call<Answer>(method, urlPath, { token: as, body });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
    otherToken = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const { db } = server.context;
    const [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    assetId = await insertAsset(db, tenantId, 'Scheduled van');
    const track = summaryTrack();
    await storeTrack(db, { assetId, tenantId }, track);
  }, 300_000);
  afterAll(() => server?.stop());

  it('creates, lists and deletes the caller’s own schedules; the first mail leaves at the next midnight of its zone', async () => {
    const created = await call<Schema<'ReportSchedule'>>('POST', '/reports/schedules', {
      report: 'stops',
      assetIds: [assetId],
      frequency: 'weekly',
      timeZone: 'Europe/Paris',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      report: 'stops',
      assetIds: [assetId],
      frequency: 'weekly',
      timeZone: 'Europe/Paris',
      lastSentAt: null,
    });
    const next = new Date(created.body.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(8 * 86_400_000);
    // Midnight in Paris is 23:00 or 22:00 UTC, on a Monday there.
    expect([22, 23]).toContain(next.getUTCHours());
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', weekday: 'long' }).format(next)).toBe('Monday');

    const listed = await call<Schema<'ReportSchedule'>[]>('GET', '/reports/schedules');
    expect(listed.body.map((s) => s.id)).toEqual([created.body.id]);
    expect((await call('GET', '/reports/schedules', undefined, otherToken)).body).toEqual([]);
    expect((await call('DELETE', `/reports/schedules/${created.body.id}`, undefined, otherToken)).status).toBe(404);
    expect((await call('DELETE', `/reports/schedules/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', '/reports/schedules')).body).toEqual([]);
  });

  it('refuses assets of another tenant, unknown reports and unknown time zones', async () => {
    const globex = await api.login(accounts.globex.email, accounts.globex.password);
    const foreign = await api.call<Schema<'ValidationErrors'>>('POST', '/reports/schedules', {
      token: globex.accessToken,
      body: { report: 'stops', assetIds: [assetId], frequency: 'daily' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.assetIds).toBeDefined();
    expect((await call('POST', '/reports/schedules', { report: 'trips', assetIds: [assetId], frequency: 'daily' })).status).toBe(400);
    const zone = await call<Schema<'ValidationErrors'>>('POST', '/reports/schedules', {
      report: 'stops',
      assetIds: [assetId],
      frequency: 'daily',
      timeZone: 'Mars/Olympus',
    });
    expect(zone.body.errors.timeZone).toBeDefined();
  });

  it('mails a due report once, as a CSV and a PDF of the day before, and sets the next run', async () => {
    const created = await call<Schema<'ReportSchedule'>>('POST', '/reports/schedules', {
      report: 'stops',
      assetIds: [assetId],
      frequency: 'daily',
      timeZone: 'UTC',
    });
    const { db } = server.context;
    // Due at midnight after the fixture's first day: the stops of 2 March.
    await db.query(sql`update report_schedules set next_run_at = ${new Date('2026-03-03T00:00:00Z')} where id = ${created.body.id}`);
    const sent: unknown[] = [];
    const sources = reportSources(server.context);
    const send = async (mail: Parameters<typeof server.context.mailer.send>[0]) => {
      sent.push(mail);
      await server.context.mailer.send(mail);
    };
    const now = new Date('2026-03-03T00:00:30Z');
    expect(await deliverDueReports(sources, send, now)).toBe(1);
    // Already sent: a second run (another instance, the next minute) sends nothing.
    expect(await deliverDueReports(sources, send, now)).toBe(0);
    expect(sent).toHaveLength(1);

    const [file] = mailsTo(server.dataDir, accounts.viewer.email);
    const eml = readFileSync(path.join(server.dataDir, 'outbox', file), 'utf8');
    expect(eml).toContain('Subject: Stops report, 2026-03-02 to 2026-03-02');
    const csv = attachedCsv(eml);
    expect(csv.name).toBe('stops_2026-03-02.csv');
    // The stops of summaryTrack on 2 March (see tests/api/fleetReports.test.ts); the second lasts to the period's last position.
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Asset,Start,End,Duration (s),Place,Address,Latitude,Longitude');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual([
      ['Scheduled van', '2026-03-02T08:00:00+00:00', '2026-03-02T08:06:00+00:00', '360'],
      ['Scheduled van', '2026-03-02T08:08:00+00:00', '2026-03-02T23:59:00+00:00', String(15 * 3600 + 51 * 60)],
    ]);

    // The same report as PDF beside it, under the recipient's tenant name.
    const pdf = (sent[0] as Mail).attachments?.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('stops_2026-03-02.pdf');
    const [{ name: tenantName }] = await db.query<{ name: string }>(
      sql`select t.name from tenants t join users u on u.tenant_id = t.id where u.email = ${accounts.viewer.email}`,
    );
    const text = pdfText(Buffer.from(pdf?.content ?? '', 'base64'));
    expect(text).toContain(tenantName);
    expect(text).toContain('Stops report');
    expect(text).toMatch(/Scheduled van\s+2 rows/);
    const [after] = (await call<Schema<'ReportSchedule'>[]>('GET', '/reports/schedules')).body;
    expect(after.lastSentAt).toBe(now.toISOString());
    expect(after.nextRunAt).toBe('2026-03-04T00:00:00.000Z');
  });

  it('mails the events of the period in time order, without those of the days around it', async () => {
    const { db } = server.context;
    const [{ tenant_id: tenantId }] = await db.query<{ tenant_id: string }>(sql`select tenant_id from assets where id = ${assetId}`);
    for (const [time, type, message] of [
      ['2026-03-05T14:00:00Z', 'speeding', 'Speed 72 km/h'],
      ['2026-03-05T09:30:00Z', 'ignitionOn', 'Ignition on'],
      ['2026-03-04T23:59:00Z', 'ignitionOff', 'Ignition off'],
      ['2026-03-06T00:00:00Z', 'offline', 'Offline'],
    ]) {
      await db.query(sql`insert into alerts (tenant_id, asset_id, type, message, latitude, longitude, time, dedupe_key)
        values (${tenantId}, ${assetId}, ${type}, ${message}, 52.5, 13.4, ${time}, ${`schedule-${time}`})`);
    }
    const created = await call<Schema<'ReportSchedule'>>('POST', '/reports/schedules', {
      report: 'events',
      assetIds: [assetId],
      frequency: 'daily',
      timeZone: 'UTC',
    });
    await db.query(sql`update report_schedules set next_run_at = ${new Date('2026-03-06T00:00:00Z')} where id = ${created.body.id}`);
    const mails: Mail[] = [];
    // The stops schedule of the case before is due again too: the events mail is the one with their CSV.
    await deliverDueReports(reportSources(server.context), async (mail) => void mails.push(mail), new Date('2026-03-06T00:01:00Z'));
    const attachment = mails.flatMap((mail) => mail.attachments ?? []).find((file) => file.filename === 'events_2026-03-05.csv');
    const csv = (attachment?.content ?? '').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Asset,Time,Type,Geofence,Message,Speed (km/h)');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5))).toEqual([
      ['Scheduled van', '2026-03-05T09:30:00+00:00', 'ignitionOn', '', 'Ignition on'],
      ['Scheduled van', '2026-03-05T14:00:00+00:00', 'speeding', '', 'Speed 72 km/h'],
    ]);
  });

  it("gives the times of a mailed report in the schedule's zone with the offset stated, and links to the console", async () => {
    const created = await call<Schema<'ReportSchedule'>>('POST', '/reports/schedules', {
      report: 'stops',
      assetIds: [assetId],
      frequency: 'daily',
      timeZone: 'Europe/Berlin',
    });
    // Midnight of 3 March in Berlin: the stops of 2 March there.
    await server.context.db.query(
      sql`update report_schedules set next_run_at = ${new Date('2026-03-02T23:00:00Z')} where id = ${created.body.id}`,
    );
    const mails: Mail[] = [];
    await deliverDueReports(reportSources(server.context), async (mail) => void mails.push(mail), new Date('2026-03-02T23:00:30Z'));
    expect(mails).toHaveLength(1);
    const csv = String(mails[0].attachments?.[0].content).replace(/^\uFEFF/, '');
    expect(csv.trim().split('\r\n')[1].split(',').slice(0, 3)).toEqual([
      'Scheduled van',
      '2026-03-02T09:00:00+01:00',
      '2026-03-02T09:06:00+01:00',
    ]);
    expect(mails[0].text).toContain(`${server.context.config.publicUrl}/reports`);
  });
});
