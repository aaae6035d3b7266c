import type { Schema } from '../../contract';
import type { TrackPoint } from '../alerts/evaluateTrack';
import { normalDriverKey } from '../../../src/domain/driverKeys';

/** An asset's driving session as ingestion needs it. */
export interface OpenSession {
  driverId: string;
  driverName: string;
  source: 'key' | 'manual';
}

/** What ingestion knows of an asset's driver before a batch (read with the asset's lock). */
export interface DriverState {
  session: OpenSession | null;
  /** The last key read, known or not: a key repeated on every record alerts and starts a session once. */
  lastKey: string | null;
  ignitionOffSince: Date | null;
}

/** A key of the tenant and what it says about its driver. */
export interface KnownKey {
  driverId: string;
  driverName: string;
  /** Empty: any vehicle. */
  allowedAssetIds: string[];
}

export type DriverAlertType = 'unknownDriverKey' | 'driverUnauthorized' | 'driverChanged';

export interface DriverAlert {
  type: DriverAlertType;
  point: TrackPoint;
  message: string;
  details: Schema<'AlertDetails'>;
}

export type SessionChange =
  { kind: 'end'; driverId: string; at: Date; reason: 'otherKey' | 'ignitionOff' } | { kind: 'start'; driverId: string; at: Date };

export interface DriverSteps {
  state: DriverState;
  changes: SessionChange[];
  alerts: DriverAlert[];
}

/** The driver key a position carries (OsmAnd's `driverUniqueId`, Teltonika's IO 78 and 207), normalised. */
export function keyOf(point: TrackPoint): string | null {
  const value = point.attributes?.driverUniqueId;
  return typeof value === 'string' || typeof value === 'number' ? normalDriverKey(String(value)) : null;
}

/**
 * Walks an asset's new positions (oldest first) through its driver rules (Geotab's, issue 30):
 * a known key starts its driver's session, ending the one before (`otherKey`); an unknown key
 * alerts and ends nothing; the ignition off for longer than the grace period ends a session read
 * from a key at the moment the grace ran out. A session assigned by hand ends only by hand or by a
 * key. A key read again while the vehicle has stood off past the grace does not start a session
 * (trackers repeat the last key on every record); a new key, or the key once the ignition is on, does.
 */
export function followDrivers(
  asset: { assetId: string; assetName: string },
  before: DriverState,
  points: TrackPoint[],
  keys: ReadonlyMap<string, KnownKey>,
  graceMs: number,
): DriverSteps {
  let { session, lastKey, ignitionOffSince } = before;
  const changes: SessionChange[] = [];
  const alerts: DriverAlert[] = [];
  const offPastGrace = (time: Date) => ignitionOffSince !== null && time.getTime() - ignitionOffSince.getTime() > graceMs;

  for (const point of points) {
    const ignition = point.attributes?.ignition;
    if (ignition === true) ignitionOffSince = null;
    if (ignition === false) ignitionOffSince ??= point.time;
    if (session?.source === 'key' && ignitionOffSince && offPastGrace(point.time)) {
      changes.push({ kind: 'end', driverId: session.driverId, at: new Date(ignitionOffSince.getTime() + graceMs), reason: 'ignitionOff' });
      session = null;
    }

    const key = keyOf(point);
    if (key === null) continue;
    const isNew = key !== lastKey;
    lastKey = key;
    const known = keys.get(key);
    if (!known) {
      if (isNew)
        alerts.push({
          type: 'unknownDriverKey',
          point,
          message: `${asset.assetName}: unknown driver key ${key}`,
          details: { driverKey: key },
        });
      continue;
    }
    if (session?.driverId === known.driverId || (!isNew && offPastGrace(point.time))) continue;
    const previous = session;
    if (previous) changes.push({ kind: 'end', driverId: previous.driverId, at: point.time, reason: 'otherKey' });
    changes.push({ kind: 'start', driverId: known.driverId, at: point.time });
    session = { driverId: known.driverId, driverName: known.driverName, source: 'key' };
    alerts.push({
      type: 'driverChanged',
      point,
      message: `${asset.assetName}: ${known.driverName} is driving${previous ? ` (was ${previous.driverName})` : ''}`,
      details: { driverName: known.driverName, ...(previous ? { previousDriverName: previous.driverName } : {}) },
    });
    if (known.allowedAssetIds.length && !known.allowedAssetIds.includes(asset.assetId)) {
      alerts.push({
        type: 'driverUnauthorized',
        point,
        message: `${asset.assetName}: ${known.driverName} may not drive this vehicle`,
        details: { driverName: known.driverName },
      });
    }
  }
  return { state: { session, lastKey, ignitionOffSince }, changes, alerts };
}
