import { describe, expect, it } from 'vitest';
import { h02Codec } from '../../server/telemetry/trackers/h02/codec';
import { h02Position } from './trackerFrames';

describe('the simulator speaks as the codecs read', () => {
  it.each([true, false])('an H02 report with the ignition %s reads back with the ignition %s', (ignition) => {
    const frame = h02Position('4210051415', {
      time: new Date('2026-11-28T10:00:00Z'),
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 30,
      heading: 90,
      ignition,
    });
    const decoded = h02Codec.decode(frame, {});
    const message = decoded.messages.find((candidate) => candidate.kind === 'positions');
    expect(message?.kind === 'positions' && message.positions[0].attributes.ignition).toBe(ignition);
  });
});
