import type { Queryable } from '../../db/engine';
import type { AssetTrack } from '../alerts/evaluateTrack';
import { insertAlerts, type RaisedAlert } from '../../repos/alerts';
import { driversOfKeys, endOpenSession, saveDriverStates, startSession } from '../../repos/driverSessions';
import { followDrivers, keyOf, type DriverState, type KnownKey } from './followDrivers';

/** What the batch read with its assets (trackedAssets.ts): each asset's driver state, each tenant's grace period. */
export interface DriverInputs {
  driverStates: Map<string, DriverState>;
  graceSeconds: Map<string, number>;
}

const changedState = (before: DriverState, after: DriverState) =>
  before.lastKey !== after.lastKey || before.ignitionOffSince?.getTime() !== after.ignitionOffSince?.getTime();

/**
 * Follows the batch's assets' drivers inside its transaction (see followDrivers): one read when the
 * batch carries driver keys, writes only when a key or the ignition changed something. Answers the
 * driver alerts raised; they have no rule and reach people by their channels of choice.
 */
export async function followBatchDrivers(tx: Queryable, tracks: AssetTrack[], inputs: DriverInputs): Promise<RaisedAlert[]> {
  const keys = [...new Set(tracks.flatMap((track) => track.points.map(keyOf).filter((key) => key !== null)))];
  const known = await driversOfKeys(tx, [...new Set(tracks.map((track) => track.tenantId))], keys);
  const states: Parameters<typeof saveDriverStates>[1] = [];
  const drafts: Parameters<typeof insertAlerts>[1] = [];
  for (const track of tracks) {
    const before = inputs.driverStates.get(track.assetId) ?? { session: null, lastKey: null, ignitionOffSince: null };
    const tenantKeys = new Map<string, KnownKey>();
    for (const key of keys) {
      const driver = known.get(`${track.tenantId}/${key}`);
      if (driver) tenantKeys.set(key, driver);
    }
    const steps = followDrivers(track, before, track.points, tenantKeys, (inputs.graceSeconds.get(track.tenantId) ?? 30) * 1000);
    if (changedState(before, steps.state)) states.push({ assetId: track.assetId, ...steps.state });
    for (const change of steps.changes) {
      if (change.kind === 'end') await endOpenSession(tx, track.assetId, change.at, change.reason);
      else await startSession(tx, { assetId: track.assetId, driverId: change.driverId, at: change.at, source: 'key' }, 'otherKey');
    }
    drafts.push(...steps.alerts.map((draft) => ({ track, draft: { ...draft, trigger: null, geofence: null, recipients: [] } })));
  }
  await saveDriverStates(tx, states);
  return insertAlerts(tx, drafts);
}
