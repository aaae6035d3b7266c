import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { insertRows, type RowValues } from '../repos/rowWrites';
import type { SeededAsset } from './fleet';
import { seededRandom, type Random } from './random';

/** The alert rules seedGeofences made, with where their geofence lies. */
interface SeededTrigger {
  id: string;
  tenant_id: string;
  type: 'geofence' | 'speed';
  event: 'enter' | 'exit' | 'both' | null;
  speed_limit_kmh: number | null;
  geofence_id: string | null;
  geofence_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface AlertSeedOptions {
  days: number;
  now?: number;
}

const hourMs = 3_600_000;
/** Alerts of the last day are left unread, as an operator who has not yet looked would find them. */
const unreadWithinMs = 24 * hourMs;
/** Per tenant and day: this many departures and returns at the depot, visits to the centre, speeding drivers. */
const perDay = { depotExit: 4, depotEnter: 4, centreEnter: 2, speeding: 2 };

async function tenantTriggers(tx: Queryable): Promise<SeededTrigger[]> {
  // A geofence's place: a circle's centre, or the mean of a polygon's corners.
  return tx.query<SeededTrigger>(sql`select t.id, t.tenant_id, t.type, t.event, t.speed_limit_kmh, t.geofence_id, g.name as geofence_name,
      coalesce(g.center_latitude, (select avg((p ->> 'latitude')::float8) from jsonb_array_elements(g.points) p)) as latitude,
      coalesce(g.center_longitude, (select avg((p ->> 'longitude')::float8) from jsonb_array_elements(g.points) p)) as longitude
    from alert_triggers t left join geofences g on g.id = t.geofence_id
    order by t.name`); // by name: 'Arrived at the depot' before 'Entered the city centre'
}

/** A time on day `daysAgo` between `fromHour` and `toHour` UTC, never later than now. */
function timeOn(random: Random, now: number, daysAgo: number, fromHour: number, toHour: number): number {
  const midnight = Math.floor(now / (24 * hourMs)) * 24 * hourMs - daysAgo * 24 * hourMs;
  const time = midnight + random.int(fromHour * 60, toHour * 60 - 1) * 60_000;
  return time < now ? time : now - random.int(1, 90) * 60_000;
}

function alertRow(trigger: SeededTrigger, asset: SeededAsset, time: number, now: number, detail: RowValues): RowValues {
  return {
    tenant_id: asset.tenantId,
    asset_id: asset.id,
    trigger_id: trigger.id,
    geofence_id: trigger.geofence_id,
    latitude: trigger.latitude ?? asset.latitude,
    longitude: trigger.longitude ?? asset.longitude,
    speed_kmh: 0,
    ...detail,
    time: new Date(time).toISOString(),
    is_read: now - time > unreadWithinMs,
    // The live engine's key has the same parts, so a replayed position never duplicates a seeded alert.
    dedupe_key: `${String(detail.type)}:${trigger.id}:${asset.id}:${new Date(time).toISOString()}`,
  };
}

/**
 * Triggered alerts of the last `days` days for each demo tenant, as the alert engine words them:
 * vans leaving the depot in the morning and coming back in the evening, visits to the city
 * centre, and drivers over the speed limit; the last day's are unread.
 */
export async function seedAlerts(tx: Queryable, assets: SeededAsset[], options: AlertSeedOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const random = seededRandom(4711);
  const rows: RowValues[] = [];
  const triggers = await tenantTriggers(tx);
  for (const tenantId of new Set(assets.map((asset) => asset.tenantId))) {
    const fleet = assets.filter((asset) => asset.tenantId === tenantId);
    const rules = triggers.filter((trigger) => trigger.tenant_id === tenantId);
    const fence = (event: 'enter' | 'exit', index: number) => rules.filter((rule) => rule.type === 'geofence' && rule.event === event)[index];
    const speed = rules.find((rule) => rule.type === 'speed');
    const [depotEnter, depotExit, centreEnter] = [fence('enter', 0), fence('exit', 0), fence('enter', 1)];
    for (let daysAgo = 0; daysAgo < options.days; daysAgo++) {
      const geofenceAlert = (trigger: SeededTrigger | undefined, count: number, fromHour: number, toHour: number) => {
        if (!trigger) return;
        const entering = trigger.event === 'enter';
        for (let i = 0; i < count; i++) {
          const asset = random.pick(fleet);
          rows.push(alertRow(trigger, asset, timeOn(random, now, daysAgo, fromHour, toHour), now, {
            type: entering ? 'geofenceEnter' : 'geofenceExit',
            message: `${asset.name} ${entering ? 'entered' : 'left'} ${trigger.geofence_name}`,
            details: JSON.stringify({ geofenceName: trigger.geofence_name }),
          }));
        }
      };
      geofenceAlert(depotExit, perDay.depotExit, 5, 8);
      geofenceAlert(depotEnter, perDay.depotEnter, 15, 19);
      geofenceAlert(centreEnter, perDay.centreEnter, 9, 14);
      for (let i = 0; speed?.speed_limit_kmh && i < perDay.speeding; i++) {
        const asset = random.pick(fleet);
        const speedKmh = speed.speed_limit_kmh + random.int(4, 31);
        rows.push(alertRow(speed, asset, timeOn(random, now, daysAgo, 6, 18), now, {
          type: 'speeding',
          message: `${asset.name} drove at ${speedKmh} km/h, above the limit of ${speed.speed_limit_kmh} km/h`,
          details: JSON.stringify({ speedLimitKmh: speed.speed_limit_kmh }),
          speed_kmh: speedKmh,
        }));
      }
    }
  }
  // Two picks of the same asset, rule and minute would be one alert.
  await insertRows(tx, 'alerts', [...new Map(rows.map((row) => [row.dedupe_key, row])).values()]);
}
