import sql from 'sql-template-tag';
import type { Db } from '../../db/engine';
import type { Schema } from '../../contract';
import { hourMs } from '../../http/reportPeriod';
import { insertAlerts, type RaisedAlert } from '../../repos/alerts';
import { assetFuelSetup, fuelPositions, tenantFuelSettings } from '../../repos/fuel';
import { detectFuelEvents } from '../../reports/fuel/fuelEvents';
import { fuelReadings } from '../../reports/fuel/fuelReport';
import type { AlertDraft, AssetTrack } from './evaluateTrack';
import { inSchedule } from './schedule';
import { triggerRuleColumns, watches, type TriggerRule } from './tenantRules';

/** A run reads this much of each asset's recent positions... */
const windowMs = 3 * hourMs;
/** ...and alerts the events that began in the last two hours, whose readings before them are all in the window. */
const alertableMs = 2 * hourMs;
/** A reading can hold at most this many positions of one asset (3 hours at 1 Hz with room to spare). */
const maxRows = 50_000;

type FuelTrigger = TriggerRule & { tenantId: string };

const wording = (assetName: string, kind: 'fill' | 'drain', litres: number) =>
  `${assetName}: ${Math.round(litres * 10) / 10} L ${kind === 'fill' ? 'filled' : 'drained'}`;

/**
 * Fills and drains of the assets that fuelFill and fuelDrain rules watch, found as the fuel report
 * finds them (the tenant's rules, on the filtered level) over the last hours of positions. An event
 * alerts once it ended more than the merge time ago (no later event can still join it), at its start,
 * so a run a minute later finds the same alert and stores nothing (alerts are unique by type, rule,
 * asset and time). Run by the `timed-alerts` job beside the rules of time passing.
 */
export async function raiseFuelAlerts(db: Db, now: Date, movingSpeedKmh: number): Promise<RaisedAlert[]> {
  const triggers = await db.query<FuelTrigger>(sql`select ${triggerRuleColumns}, t.tenant_id as "tenantId"
    from alert_triggers t where t.enabled and t.type in ('fuelFill', 'fuelDrain')`);
  if (!triggers.length) return [];
  const tenants = [...new Set(triggers.map((trigger) => trigger.tenantId))];
  const since = new Date(now.getTime() - alertableMs);
  const assets = await db.query<{ id: string; tenant_id: string; name: string }>(sql`select a.id, a.tenant_id, a.name
    from assets a join asset_positions p on p.asset_id = a.id
    where a.tenant_id in (select jsonb_array_elements_text(${JSON.stringify(tenants)}::jsonb)::uuid) and p.last_position_at >= ${since}`);
  const drafts: { track: AssetTrack; draft: AlertDraft }[] = [];
  for (const asset of assets) {
    const watchers = triggers.filter((t) => t.tenantId === asset.tenant_id && watches(t, asset.id));
    if (!watchers.length) continue;
    // The tenant's settings are its rules (and a price, which the detector does not read).
    const [setup, settings] = await Promise.all([assetFuelSetup(db, asset.id), tenantFuelSettings(db, asset.tenant_id)]);
    if (!settings) continue;
    const positions = await fuelPositions(
      db,
      asset.id,
      { from: new Date(now.getTime() - windowMs), to: now },
      setup.sensors.map((s) => s.attribute),
      maxRows,
    );
    const readings = fuelReadings(positions, setup.sensors, setup.tankLitres ?? setup.modelTankLitres);
    const settledBy = now.getTime() - settings.mergeMinutes * 60_000;
    const events = detectFuelEvents(readings, settings, { tankLitres: setup.tankLitres ?? setup.modelTankLitres, movingSpeedKmh }).filter(
      (event) => event.startTime >= since.getTime() && event.endTime <= settledBy,
    );
    for (const event of events) {
      const type: Schema<'AlertType'> = event.kind === 'fill' ? 'fuelFill' : 'fuelDrain';
      const point = { time: new Date(event.startTime), latitude: event.latitude, longitude: event.longitude, speedKmh: 0 };
      const track: AssetTrack = { assetId: asset.id, tenantId: asset.tenant_id, assetName: asset.name, points: [point] };
      const litres = Math.round(event.litres * 10) / 10;
      for (const trigger of watchers.filter((t) => t.type === type && inSchedule(t.schedule, point.time))) {
        drafts.push({
          track,
          draft: {
            type,
            trigger,
            geofence: null,
            point,
            message: wording(asset.name, event.kind, litres),
            details: { litres },
            recipients: [...new Set(trigger.recipients)],
          },
        });
      }
    }
  }
  return insertAlerts(db, drafts);
}
