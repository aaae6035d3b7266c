import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import { assetPositionColumns, toAssetPosition, type AssetPosition, type AssetPositionRow } from '../assetState';
import type { AlertInputs } from '../alerts/alertEngine';
import { rulesFingerprint } from '../alerts/tenantRules';
import type { DriverInputs } from '../drivers/driverIngest';
import { tenantThresholds, type ClassThresholds } from '../behaviour/drivingEvents';
import type { GreenDrivingUnit } from '../trackers/teltonika/greenDriving';

/** An asset whose device (sensor) reported in this batch. */
export interface TrackedAsset extends AssetPosition {
  deviceId: string;
  sensorId: string;
  assetId: string;
  tenantId: string;
  name: string;
  /** The asset's type (Car, Van, Truck, Bus...): its class for driving behaviour thresholds. */
  typeName: string | null;
  /** The unit its device's model sends Teltonika's green-driving value in (g100 without a model). */
  greenDrivingUnit: GreenDrivingUnit;
}

interface Row extends AssetPositionRow {
  device_id: string;
  sensor_id: string;
  asset_id: string;
  tenant_id: string;
  name: string;
  type_name: string | null;
  green_driving_unit: GreenDrivingUnit;
  rule_states: Record<string, boolean>;
  rules_fingerprint: string;
  driver_grace_seconds: number;
  driving_thresholds: Parameters<typeof tenantThresholds>[0];
  driver_session: { driverId: string; driverName: string; source: 'key' | 'manual' } | null;
  last_key: string | null;
  ignition_off_since: Date | null;
}

export type TrackedAssets = {
  assets: Map<string, TrackedAsset>;
  /** Each tenant's harsh-driving thresholds, read with its assets: no query of their own, never stale. */
  drivingThresholds: Map<string, ClassThresholds>;
} & AlertInputs &
  DriverInputs;

/**
 * The assets fitted with these devices, locked until the transaction ends: concurrent batches of
 * one asset (from another server instance) then apply in turn, so "newer than the last position"
 * and the alert states stay right. Locks are taken in id order so that batches cannot deadlock.
 * The same round trip reads what the alert engine needs: each asset's rule states and each
 * tenant's rules fingerprint (with its driving session grace period and harsh-driving thresholds),
 * computed once per tenant, and the unit of each device's model for Teltonika green driving: left to itself the planner inlines the
 * fingerprints into the join and sums a tenant's geofences once for every asset of the batch (with
 * 1,000 geofences, 0.2 ms an asset and nine tenths of PostgreSQL's time per batch).
 */
export async function lockTrackedAssets(tx: Queryable, deviceIds: string[]): Promise<TrackedAssets> {
  const rows = await tx.query<Row>(
    prepared(sql`with locked as (
      select s.unique_id as device_id, s.id as sensor_id, a.id as asset_id, a.tenant_id, a.name, ${assetPositionColumns},
        (select t.name from asset_types t where t.id = a.type_id) as type_name,
        coalesce((select m.green_driving_unit from sensor_models m where m.id = s.model_id), 'g100') as green_driving_unit
      from sensors s join assets a on a.sensor_id = s.id join asset_positions p on p.asset_id = a.id
      where s.unique_id = any(${deviceIds}::text[])
      order by a.id
      for update of p
    ), fingerprints as materialized (
      select t.id, ${rulesFingerprint(sql`t.id`)} as fingerprint, t.driver_grace_seconds,
        (select ds.thresholds from tenant_driving_settings ds where ds.tenant_id = t.id) as driving_thresholds
      from tenants t where t.id in (select tenant_id from locked)
    )
    select locked.*, f.fingerprint as rules_fingerprint, f.driver_grace_seconds, f.driving_thresholds,
      (select coalesce(jsonb_object_agg(r.rule_key, r.active), '{}') from asset_rule_state r where r.asset_id = locked.asset_id) as rule_states,
      (select jsonb_build_object('driverId', ds.driver_id, 'driverName', d.name, 'source', ds.source)
        from driver_sessions ds join drivers d on d.id = ds.driver_id where ds.asset_id = locked.asset_id and ds.ended_at is null) as driver_session,
      ads.last_key, ads.ignition_off_since
    from locked join fingerprints f on f.id = locked.tenant_id left join asset_driver_state ads on ads.asset_id = locked.asset_id`),
  );
  const result: TrackedAssets = {
    assets: new Map(),
    rulesFingerprints: new Map(),
    ruleStates: new Map(),
    driverStates: new Map(),
    graceSeconds: new Map(),
    drivingThresholds: new Map(),
  };
  for (const row of rows) {
    result.assets.set(row.device_id, {
      deviceId: row.device_id,
      sensorId: row.sensor_id,
      assetId: row.asset_id,
      tenantId: row.tenant_id,
      name: row.name,
      typeName: row.type_name,
      greenDrivingUnit: row.green_driving_unit,
      ...toAssetPosition(row),
    });
    result.rulesFingerprints.set(row.tenant_id, row.rules_fingerprint);
    result.ruleStates.set(row.asset_id, new Map(Object.entries(row.rule_states)));
    result.graceSeconds.set(row.tenant_id, row.driver_grace_seconds);
    if (!result.drivingThresholds.has(row.tenant_id)) result.drivingThresholds.set(row.tenant_id, tenantThresholds(row.driving_thresholds));
    result.driverStates.set(row.asset_id, { session: row.driver_session, lastKey: row.last_key, ignitionOffSince: row.ignition_off_since });
  }
  return result;
}
