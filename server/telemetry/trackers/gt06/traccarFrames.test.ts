import { describe, expect, it } from 'vitest';
import { positionRefusal } from '../../ingest/positionRule';
import type { PositionReport } from '../../ingest/positionReport';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { gt06Codec } from './codec';
import { openGt06Frame } from './frame';
import {
  traccarDecoderFrames,
  traccarFrameDecoderFrames,
  type ExpectedPosition,
  type Gt06Fixture as Fixture,
} from '../../../../tests/fixtures/trackers/gt06Traccar';

/**
 * Every frame of Traccar's public GT06 decoder tests through our codec (the fixtures, with what
 * Traccar's test checks of each, are in tests/fixtures/trackers/gt06Traccar.ts).
 */

/** The day the expectations were written: the rule's future filter is relative to it. */
const writtenAt = Date.parse('2026-11-28T00:00:00Z');

const sessionFor = (fixture: Fixture): TrackerSession => ({ identifier: '123456789012345', model: fixture.model ?? null });
const positionsOf = (decoded: Decoded): PositionReport[] =>
  decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
const readingsOf = (decoded: Decoded) => decoded.messages.find((message) => message.kind === 'heartbeat');

/** The frames in `bytes` (one, or several coalesced as in frame 152), decoded in order as a connection does. */
function decodeStream(bytes: Buffer, session: TrackerSession): Decoded {
  const all: Decoded = { messages: [], reply: null };
  for (let rest = bytes; rest.length > 0;) {
    const length = gt06Codec.frameLength(rest, session);
    expect(length).toBeGreaterThan(0);
    const decoded = gt06Codec.decode(rest.subarray(0, length), session);
    all.messages.push(...decoded.messages);
    if (decoded.reply) all.reply = Buffer.concat([all.reply ?? Buffer.alloc(0), decoded.reply]);
    if (decoded.skipped) all.skipped = decoded.skipped;
    rest = rest.subarray(length);
  }
  return all;
}

const decodedFixtures = traccarDecoderFrames.filter((fixture) => fixture.expect);
const leftOut = traccarDecoderFrames.filter((fixture) => fixture.leftOut);

describe("Traccar's Gt06ProtocolDecoderTest frames", () => {
  it('are all here: 187 frames, 174 decoded, 13 left out (12 with a CRC Traccar does not check, 1 cut short)', () => {
    expect(traccarDecoderFrames.map((fixture) => fixture.n)).toEqual(Array.from({ length: 187 }, (_, index) => index + 1));
    expect(decodedFixtures).toHaveLength(174);
    expect(leftOut.map((fixture) => fixture.n)).toEqual([36, 37, 38, 53, 71, 116, 146, 156, 166, 167, 168, 169, 175]);
  });

  it.each(decodedFixtures.map((fixture) => [fixture.n, fixture] as const))(
    'frame %i: positions, readings and reply as expected',
    (_n, fixture) => {
      const expected = fixture.expect as NonNullable<Fixture['expect']>;
      const session = sessionFor(fixture);
      const decoded = decodeStream(Buffer.from(fixture.hex, 'hex'), session);

      const positions = positionsOf(decoded);
      expect(positions).toHaveLength(expected.positions?.length ?? 0);
      positions.forEach((position, index) => {
        const want = (expected.positions as ExpectedPosition[])[index];
        expect(Number.isNaN(position.time.getTime()) ? null : position.time.toISOString()).toBe(want.time);
        expect(position.latitude).toBeCloseTo(want.latitude, 6);
        expect(position.longitude).toBeCloseTo(want.longitude, 6);
        expect(position.speedKmh).toBeCloseTo(want.speedKmh, 3);
        expect(position.heading).toBe(want.heading);
        expect(position.altitude).toBe(want.altitude ?? null);
        expect(position.accuracy).toBe(want.accuracy ?? null);
        expect(position.attributes).toEqual(want.attributes);
        expect(positionRefusal(position, writtenAt, 86_400)?.kind).toBe(want.refused);
      });
      const readings = readingsOf(decoded);
      expect(readings?.kind === 'heartbeat' ? readings.attributes : undefined).toEqual(expected.readings);
      const answer = decoded.messages.find((message) => message.kind === 'commandResult');
      expect(answer?.kind === 'commandResult' ? answer.text : undefined).toBe(expected.commandResult);
      const login = decoded.messages.find((message) => message.kind === 'login');
      expect(login?.kind === 'login' ? login.identifier : undefined).toBe(expected.login);
      if (expected.reply === 'time') expect(openGt06Frame(decoded.reply as Buffer).protocol).toBe(0x8a);
      else expect(decoded.reply?.toString('hex') ?? null).toBe(expected.reply);
      expect(Boolean(decoded.skipped)).toBe(Boolean(expected.skipped));

      // What Traccar's test asserts, where it is a reading we keep.
      for (const [key, value] of Object.entries(fixture.asserts ?? {})) {
        const attributes = { ...(readings?.kind === 'heartbeat' ? readings.attributes : {}), ...positions[0]?.attributes };
        if (key === 'alarm') expect(String(attributes.alarm).split(',')).toContain(value);
        else expect(attributes[key] ?? null).toBe(value);
      }
      if (fixture.traccar === 'position')
        expect(positions.filter((position) => !positionRefusal(position, writtenAt, 86_400))).toHaveLength(1);
    },
  );

  it.each(leftOut.map((fixture) => [fixture.n, fixture.leftOut, fixture] as const))('frame %i is refused (%s)', (_n, reason, fixture) => {
    expect(() => gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), sessionFor(fixture))).toThrow(FrameError);
    expect(reason).toMatch(/bad CRC|no 0D 0A/);
  });

  it('reads the fix Traccar asserts for frame 144: 2015-10-20 14:21:11, valid, 54.94535, 24.01762', () => {
    const fixture = traccarDecoderFrames[143];
    const [position] = positionsOf(gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), sessionFor(fixture)));
    expect(position.time.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(position.attributes.valid).toBe(true);
    expect(position.latitude).toBeCloseTo(54.94535, 5);
    expect(position.longitude).toBeCloseTo(24.01762, 5);
  });

  it.each([174, 176, 177, 179])(
    'frame %i needs its device model: without the setting, read the standard way, it is refused as out of range',
    (n) => {
      const fixture = traccarDecoderFrames[n - 1];
      const [position] = positionsOf(gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), { identifier: '123456789012345' }));
      expect(positionRefusal(position, writtenAt, 86_400)?.kind).toBe('latitude');
    },
  );
});

describe("Traccar's Gt06FrameDecoderTest frames", () => {
  it('cuts each whole, alone and coalesced, whatever its length field says', () => {
    const frames = traccarFrameDecoderFrames.map((hex) => Buffer.from(hex, 'hex'));
    let stream = Buffer.concat(frames);
    const cut: string[] = [];
    for (const frame of frames) expect(gt06Codec.frameLength(frame, {})).toBe(frame.length);
    while (stream.length > 0) {
      const length = gt06Codec.frameLength(stream, {});
      cut.push(stream.subarray(0, length).toString('hex'));
      stream = stream.subarray(length);
    }
    expect(cut).toEqual(traccarFrameDecoderFrames);
  });

  it('decodes each without closing the connection', () => {
    for (const hex of traccarFrameDecoderFrames)
      expect(() => gt06Codec.decode(Buffer.from(hex, 'hex'), { identifier: '123456789012345' })).not.toThrow();
  });
});
