import { describe, expect, it } from 'vitest';
import { FrameError, type Decoded } from '../trackers/protocol';
import { traceConnection } from './connectionTrace';
import { createDeviceDiagnostics, maxConnections, maxFrameBytes, maxFrames, maxUnknownTypes } from './deviceDiagnostics';
import { traceReport } from './osmandTrace';

const position = {
  deviceId: 'dev-1',
  time: new Date(0),
  latitude: 1,
  longitude: 2,
  speedKmh: 0,
  heading: null,
  altitude: null,
  accuracy: null,
  attributes: {},
};
const login: Decoded = { messages: [{ kind: 'login', identifier: 'dev-1' }], reply: Buffer.from('ok') };
const positions = (count: number): Decoded => ({ messages: [{ kind: 'positions', positions: Array(count).fill(position) }], reply: null });
const bytes = (text: string) => Buffer.from(text);

describe('a connection trace', () => {
  it('keeps the frames read before the device named itself, and what each became, once it turns out registered', () => {
    const store = createDeviceDiagnostics();
    const trace = traceConnection(store, 'gt06', '192.0.2.1:4000');
    trace.decode(bytes('login'), () => login);
    trace.identified('dev-1', 'accepted');
    trace.sent(bytes('ok'));
    const report = trace.decode(bytes('two'), () => positions(2));
    expect(() =>
      trace.decode(bytes('bad'), () => {
        throw new FrameError('bad CRC');
      }),
    ).toThrow(FrameError);
    trace.decode(bytes('odd'), () => ({ messages: [], reply: null, packetType: '0x8a' }));
    trace.committed(report, ['stored', 'filtered']);

    const read = store.read('dev-1');
    expect(read?.frames.map(({ direction, outcome, detail, bytes: raw }) => [direction, raw.toString(), outcome, detail])).toEqual([
      ['in', 'odd', 'ignored', 'packet type 0x8a not decoded'],
      ['in', 'bad', 'rejected', 'bad CRC'],
      ['in', 'two', 'notStored', '2 positions: 1 stored, 1 filtered'],
      ['out', 'ok', 'sent', ''],
      ['in', 'login', 'decoded', 'login dev-1'],
    ]);
    expect(read?.unknownTypes).toMatchObject([{ protocol: 'gt06', type: '0x8a', count: 1 }]);
    expect(read?.connections).toMatchObject([{ protocol: 'gt06', remoteAddress: '192.0.2.1:4000', closedAt: null, closeReason: null }]);
  });

  it('marks a frame whose positions were all stored as stored', () => {
    const store = createDeviceDiagnostics();
    const trace = traceConnection(store, 'h02', 'a');
    trace.identified('dev-1', 'accepted');
    const report = trace.decode(bytes('one'), () => positions(1));
    trace.committed(report, ['stored']);
    expect(store.read('dev-1')?.frames[0]).toMatchObject({ outcome: 'stored', detail: '1 position: 1 stored' });
  });

  it('keeps nothing of an unregistered device, and the frames of a registered one refused for being on no asset', () => {
    const store = createDeviceDiagnostics();
    const stranger = traceConnection(store, 'gt06', 'a');
    stranger.decode(bytes('login'), () => login);
    stranger.identified('dev-1', 'unregistered');
    stranger.closing({ kind: 'refused', detail: 'unregistered device dev-1' });
    stranger.closed();
    expect(store.read('dev-1')).toBeNull();

    const unfitted = traceConnection(store, 'gt06', 'b');
    unfitted.decode(bytes('login'), () => login);
    unfitted.identified('dev-1', 'unfitted');
    unfitted.closing({ kind: 'refused', detail: 'unfitted device dev-1' });
    unfitted.closed();
    expect(store.read('dev-1')?.connections).toMatchObject([
      { remoteAddress: 'b', closeReason: 'refused', detail: 'unfitted device dev-1' },
    ]);
  });

  it('says why a connection ended: the server’s reason, the server stopping, or the device hanging up', () => {
    const store = createDeviceDiagnostics();
    const end = (reason: Parameters<ReturnType<typeof traceConnection>['closing']>[0]) => {
      const trace = traceConnection(store, 'gt06', 'a');
      trace.identified('dev-1', 'accepted');
      trace.closing(reason);
      trace.closing(null);
      trace.closed();
    };
    end({ kind: 'timeout', detail: 'idle' });
    end({ kind: 'serverStop', detail: 'the server stopped' });
    end(null);
    expect(
      store.read('dev-1')?.connections.map(({ closeReason, detail, closedAt }) => [closeReason, detail, closedAt instanceof Date]),
    ).toEqual([
      ['device', '', true],
      ['serverStop', 'the server stopped', true],
      ['timeout', 'idle', true],
    ]);
  });
});

describe('device diagnostics', () => {
  it('are bounded per device: frames, connections, unknown types, and the bytes of a frame', () => {
    const store = createDeviceDiagnostics();
    for (let index = 0; index < maxConnections + 5; index++) {
      const trace = traceConnection(store, 'h02', `a${index}`);
      trace.identified('dev-1', 'accepted');
      trace.decode(Buffer.alloc(maxFrameBytes + 100, index), () => ({ messages: [], reply: null, packetType: `T${index}` }));
      trace.decode(bytes(`f${index}`), () => ({ messages: [], reply: null, packetType: 'T0' }));
      trace.sent(bytes(`r${index}`));
      trace.closed();
    }
    const read = store.read('dev-1');
    expect(read?.frames).toHaveLength(maxFrames);
    expect(read?.frames[0].bytes.toString()).toBe(`r${maxConnections + 4}`);
    const big = read?.frames.find((frame) => frame.length > maxFrameBytes);
    expect(big?.bytes).toHaveLength(maxFrameBytes);
    expect(read?.connections).toHaveLength(maxConnections);
    expect(read?.connections[0].remoteAddress).toBe(`a${maxConnections + 4}`);
    expect(read?.unknownTypes).toHaveLength(maxUnknownTypes);
    // The most frequent first; the least recently seen were dropped.
    expect(read?.unknownTypes[0]).toMatchObject({ type: 'T0', count: maxConnections + 6 });
    expect(read?.unknownTypes.map((type) => type.type)).not.toContain('T1');
  });

  it('keep an OsmAnd request of a registered device as a frame: request line and body, and what came of it', () => {
    const store = createDeviceDiagnostics();
    const request = { method: 'GET', url: '/?id=phone&lat=95&lon=1', body: '' };
    traceReport(store, request, {
      status: 200,
      text: 'not stored: lat: a latitude between -90 and 90 is required',
      deviceId: 'phone',
      outcome: 'refused',
    });
    traceReport(
      store,
      { ...request, url: '/?id=nobody' },
      { status: 404, text: 'unknown device', deviceId: null, outcome: 'unknownDevice' },
    );
    expect(store.read('phone')?.frames).toMatchObject([
      {
        direction: 'in',
        protocol: 'osmand',
        outcome: 'refused',
        detail: 'answered 200, not stored: lat: a latitude between -90 and 90 is required',
        bytes: Buffer.from('GET /?id=phone&lat=95&lon=1'),
      },
    ]);
    expect(store.read('nobody')).toBeNull();
  });
});
