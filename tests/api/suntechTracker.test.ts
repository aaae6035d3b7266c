import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { TrackerClient } from '../../scripts/simulator/trackerClient';
import { connectTracker, type TrackerEnd } from './trackerDevice';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (text: string) => Buffer.from(`${text}\r`, 'latin1');

// Status reports of an SA200 (Traccar's decoder test): times, coordinates, odometer (m), power, I/O.
const first = 'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979';
const second = 'SA200STT;317652;042;20120721;19:04:30;16d41;-15.618743;-056.083221;000.001;000.00;12;1;41557;12.21;000000;1;3125';
const third = 'SA200EMG;317652;042;20120722;00:24:23;4f310;-15.618767;-056.083214;000.011;000.00;11;1;41557;12.21;110000;1';

describe.each(engines)('suntech devices over TCP, on %s', (engine) => {
  let suite: Suite;
  const trackers: TrackerEnd[] = [];
  let assetId: string;
  let sensorId: string;

  beforeAll(async () => {
    suite = await startSuite(engine);
    const asset = await suite.api.call<Schema<'Asset'>>('POST', '/assets', { token: suite.tokens.Admin, body: { name: 'Suntech van' } });
    const sensor = await suite.api.call<Schema<'Sensor'>>('POST', '/sensors', {
      token: suite.tokens.Admin,
      body: { uniqueId: '317652', name: 'SA200', assetId: asset.body.id },
    });
    expect(sensor.status).toBe(200);
    [assetId, sensorId] = [asset.body.id, sensor.body.id];
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await suite?.server.stop();
  });

  const connect = async () => {
    const tracker = await connectTracker(suite.server.trackerPorts.suntech as number);
    trackers.push(tracker);
    return tracker;
  };
  const stored = async () =>
    suite.server.context.db.query<{ time: Date; latitude: number; longitude: number; attributes: Record<string, unknown> }>(
      sql`select time, latitude, longitude, attributes from positions where asset_id = ${assetId} order by time`,
    );
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    for (let waited = 0; waited < 10_000; waited += 25) {
      const value = await read();
      if (done(value)) return value;
      await sleep(25);
    }
    return read();
  };

  it('stores reports split byte by byte and coalesced, with line noise and garbage between them, on one connection', async () => {
    const tracker = await connect();
    for (const byte of report(first)) tracker.write(Buffer.from([byte]));
    tracker.write(
      Buffer.concat([Buffer.from('\r\n'), report('garbage from a modem'), report('SA200ALV;317652'), report(second), report(third)]),
    );
    const rows = await until(stored, (found) => found.length >= 3);
    expect(rows.map((row) => row.time.toISOString())).toEqual([
      '2012-07-18T15:37:12.000Z',
      '2012-07-21T19:04:30.000Z',
      '2012-07-22T00:24:23.000Z',
    ]);
    expect(rows[0].latitude).toBeCloseTo(-15.618755, 6);
    expect(rows[0].longitude).toBeCloseTo(-56.083241, 6);
    expect(rows[0].attributes).toMatchObject({ valid: true, odometer: 41.548, power: 12.17, ignition: true, status: 2, index: 1979 });
    expect(rows[2].attributes).toMatchObject({ alarm: 'sos', ignition: true, in1: true });
    expect(tracker.closed).toBe(false);
  });

  it('feeds the Suntech status and OBD reports of the asset', async () => {
    const query = `?from=${encodeURIComponent('2012-07-18T00:00:00Z')}&to=${encodeURIComponent('2012-07-23T00:00:00Z')}`;
    const status = await suite.api.call<Schema<'SensorRecord'>[]>('GET', `/assets/${assetId}/Report/Suntech/Status${query}`, {
      token: suite.tokens.Viewer,
    });
    expect(status.status).toBe(200);
    expect(status.body.find((row) => row.time === '2012-07-18T15:37:12.000Z')?.attributes).toMatchObject({
      ignition: true,
      power: 12.17,
      status: 2,
      in1: false,
      out1: false,
    });
    const obd = await suite.api.call<Schema<'SensorRecord'>[]>('GET', `/assets/${assetId}/Report/Suntech/obd${query}`, {
      token: suite.tokens.Viewer,
    });
    expect(obd.body.find((row) => row.time === '2012-07-21T19:04:30.000Z')?.attributes).toMatchObject({ odometer: 41.557 });
  });

  it('stops the engine of a connected device in its dialect, and takes its CMD;Res as the answer', async () => {
    const tracker = await connect();
    tracker.write(report(second));
    // The device's earlier connections (this file's other tests) stay open: commands go to this one once it has reported.
    const thisConnection = `${tracker.socket.localAddress}:${tracker.socket.localPort}`;
    await until(
      async () => suite.server.context.devices.get('317652'),
      (link) => link?.protocol === 'suntech' && link.remoteAddress.endsWith(thisConnection),
    );
    const sent = await suite.api.call<Schema<'DeviceCommand'>>('POST', `/devices/${sensorId}/commands`, {
      token: suite.tokens.Operator,
      body: { type: 'engineStop' },
    });
    expect(sent.body).toMatchObject({ status: 'sent' });
    await tracker.expectReceived(report('SA200CMD;317652;02;Enable1').toString('hex'));
    tracker.write(report('SA200CMD;Res;317652;042;Enable1'));
    const answered = await until(
      async () =>
        (await suite.api.call<Schema<'DeviceCommand'>[]>('GET', `/devices/${sensorId}/commands`, { token: suite.tokens.Viewer })).body[0],
      (command) => command.status === 'answered',
    );
    expect(answered).toMatchObject({ type: 'engineStop', status: 'answered', answer: '042;Enable1' });
  });

  it('turns an unknown device away and lists it among the pending devices', async () => {
    const tracker = await connect();
    tracker.write(
      report(
        'ST300STT;205170303;12;561;20170816;09:10:34;173f53;+19.082370;-098.214287;006.776;000.00;0;0;52982186;12.75;100000;2;6328;155747;4.2;1',
      ),
    );
    await tracker.waitClosed();
    const pending = await until(
      async () =>
        (await suite.api.call<Schema<'PendingDevice'>[]>('GET', '/pendingDevices?query=205170303', { token: suite.tokens.Admin })).body,
      (found) => found.length > 0,
    );
    expect(pending).toEqual([expect.objectContaining({ id: 'suntech:205170303', protocol: 'suntech', identifier: '205170303' })]);
  });

  it("is driven by the simulator's tracker client as a real device would be", async () => {
    const client = new TrackerClient('suntech', '317652', {
      host: '127.0.0.1',
      port: suite.server.trackerPorts.suntech as number,
      batch: 1,
      ackTimeoutMs: 5000,
      log: () => {},
    });
    const time = new Date(Date.UTC(2026, 10, 27, 12, 0, 0));
    client.push({ time, latitude: 52.52, longitude: 13.405, speedKmh: 36, heading: 180, odometer: 5000 });
    let rows = await stored();
    for (let waited = 0; !rows.some((row) => row.time.getTime() === time.getTime()) && waited < 5000; waited += 50) {
      await sleep(50);
      rows = await stored();
    }
    await client.stop();
    expect(rows.find((row) => row.time.getTime() === time.getTime())).toMatchObject({
      latitude: expect.closeTo(52.52, 6),
      longitude: expect.closeTo(13.405, 6),
    });
  });
});
