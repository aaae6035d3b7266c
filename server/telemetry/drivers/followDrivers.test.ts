import { describe, expect, it } from 'vitest';
import { followDrivers, type DriverState, type KnownKey } from './followDrivers';

const asset = { assetId: 'a1', assetName: 'Van 7' };
const t0 = Date.parse('2026-03-02T08:00:00Z');
const at = (seconds: number, attributes: Record<string, string | number | boolean>) => ({
  time: new Date(t0 + seconds * 1000),
  latitude: 52,
  longitude: 13,
  speedKmh: 0,
  attributes,
});
const keys = new Map<string, KnownKey>([
  ['1A2B3C4D', { driverId: 'anna', driverName: 'Anna', allowedAssetIds: [] }],
  ['0000BEEF', { driverId: 'ben', driverName: 'Ben', allowedAssetIds: ['a2'] }],
]);
const none: DriverState = { session: null, lastKey: null, ignitionOffSince: null };
const annaDriving: DriverState = {
  session: { driverId: 'anna', driverName: 'Anna', source: 'key' },
  lastKey: '1A2B3C4D',
  ignitionOffSince: null,
};
const grace = 30_000;

describe('followDrivers', () => {
  it('starts the session of a known key and says the driver changed', () => {
    const steps = followDrivers(asset, none, [at(0, { ignition: true, driverUniqueId: '1a2b3c4d' })], keys, grace);
    expect(steps.changes).toEqual([{ kind: 'start', driverId: 'anna', at: new Date(t0) }]);
    expect(steps.alerts.map((alert) => [alert.type, alert.message])).toEqual([['driverChanged', 'Van 7: Anna is driving']]);
  });

  it('ends the session when the ignition stays off past the grace period, at the moment it ran out', () => {
    const steps = followDrivers(
      asset,
      annaDriving,
      [at(0, { ignition: false }), at(20, { ignition: false }), at(40, { ignition: false })],
      keys,
      grace,
    );
    expect(steps.changes).toEqual([{ kind: 'end', driverId: 'anna', at: new Date(t0 + 30_000), reason: 'ignitionOff' }]);
    expect(steps.state.session).toBeNull();
  });

  it('keeps the session through a stop shorter than the grace period', () => {
    const steps = followDrivers(
      asset,
      annaDriving,
      [at(0, { ignition: false }), at(25, { ignition: false }), at(28, { ignition: true }), at(60, { ignition: true })],
      keys,
      grace,
    );
    expect(steps.changes).toEqual([]);
    expect(steps.state.ignitionOffSince).toBeNull();
  });

  it('alerts an unknown key once however often it is repeated, and ends nothing', () => {
    const steps = followDrivers(
      asset,
      annaDriving,
      [at(0, { driverUniqueId: 'CAFEF00D' }), at(1, { driverUniqueId: 'CAFEF00D' })],
      keys,
      grace,
    );
    expect(steps.changes).toEqual([]);
    expect(steps.alerts.map((alert) => alert.type)).toEqual(['unknownDriverKey']);
    expect(steps.alerts[0].details).toEqual({ driverKey: 'CAFEF00D' });
  });

  it('replaces the driver on another key and alerts a vehicle the driver may not drive', () => {
    const steps = followDrivers(asset, annaDriving, [at(5, { ignition: true, driverUniqueId: '0000beef' })], keys, grace);
    expect(steps.changes).toEqual([
      { kind: 'end', driverId: 'anna', at: new Date(t0 + 5000), reason: 'otherKey' },
      { kind: 'start', driverId: 'ben', at: new Date(t0 + 5000) },
    ]);
    expect(steps.alerts.map((alert) => [alert.type, alert.message])).toEqual([
      ['driverChanged', 'Van 7: Ben is driving (was Anna)'],
      ['driverUnauthorized', 'Van 7: Ben may not drive this vehicle'],
    ]);
  });

  it('does not restart a session from the key a parked tracker keeps repeating, but does once the ignition is on', () => {
    const parked = followDrivers(
      asset,
      annaDriving,
      [
        at(0, { ignition: false, driverUniqueId: '1A2B3C4D' }),
        at(40, { ignition: false, driverUniqueId: '1A2B3C4D' }),
        at(100, { ignition: false, driverUniqueId: '1A2B3C4D' }),
      ],
      keys,
      grace,
    );
    expect(parked.changes.map((change) => change.kind)).toEqual(['end']);
    const drivesOff = followDrivers(asset, parked.state, [at(120, { ignition: true, driverUniqueId: '1A2B3C4D' })], keys, grace);
    expect(drivesOff.changes).toEqual([{ kind: 'start', driverId: 'anna', at: new Date(t0 + 120_000) }]);
  });

  it('leaves a session assigned by hand through the ignition going off', () => {
    const byHand: DriverState = { ...annaDriving, session: { ...annaDriving.session!, source: 'manual' } };
    expect(followDrivers(asset, byHand, [at(0, { ignition: false }), at(90, { ignition: false })], keys, grace).changes).toEqual([]);
  });
});
