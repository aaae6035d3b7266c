import { describe, expect, it } from 'vitest';
import type { PositionReport } from './positionReport';
import { createPositionRule } from './positionRule';

const now = Date.UTC(2026, 10, 28, 12);
const good: PositionReport = {
  deviceId: 'd1',
  time: new Date(now - 60_000),
  latitude: 52.5,
  longitude: 13.4,
  speedKmh: 40,
  heading: 359.9,
  altitude: -420,
  accuracy: 5,
  attributes: {},
};

describe('the position rule', () => {
  it('lets a position within every range pass, uncounted', () => {
    const rule = createPositionRule(86_400, () => {});
    expect(rule.refuses(good, now)).toBeNull();
    expect(rule.refuses({ ...good, heading: null, altitude: null, accuracy: null, latitude: -90, longitude: 180 }, now)).toBeNull();
    // 0, 0 with a valid fix (or no word on validity) is a place like any other.
    expect(rule.refuses({ ...good, latitude: 0, longitude: 0, attributes: { valid: true } }, now)).toBeNull();
    expect(rule.refuses({ ...good, latitude: 0, longitude: 0 }, now)).toBeNull();
    expect(Object.values(rule.refused).every((count) => count === 0)).toBe(true);
  });

  it.each([
    ['noFix', { latitude: 0, longitude: 0, attributes: { valid: false } }, /no fix/],
    ['latitude', { latitude: 638.1 }, /latitude 638.1/],
    ['latitude', { latitude: Number.NaN }, /latitude/],
    ['longitude', { longitude: -1408 }, /longitude -1408/],
    ['speed', { speedKmh: -1 }, /speed/],
    ['speed', { speedKmh: 2500 }, /speed/],
    ['course', { heading: 360 }, /course 360/],
    ['course', { heading: 1023 }, /course/],
    ['altitude', { altitude: -31_703 }, /altitude/],
    ['accuracy', { accuracy: -3 }, /accuracy/],
    ['time', { time: new Date(Number.NaN) }, /no valid date/],
    ['future', { time: new Date(now + 2 * 86_400_000) }, /ahead of the server clock/],
    ['beforeEarliest', { time: new Date(Date.UTC(1999, 11, 31)) }, /before 2000/],
  ] as const)('refuses a position whose %s is impossible, counts it and says why', (kind, change, reason) => {
    const lines: string[] = [];
    const rule = createPositionRule(86_400, (line) => lines.push(line));
    expect(rule.refuses({ ...good, ...change }, now)).toMatch(reason);
    expect(rule.refused[kind]).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/not stored: position of device "d1"/);
  });

  it('logs a summary line at most once a minute, counting every refusal', () => {
    const lines: string[] = [];
    const rule = createPositionRule(86_400, (line) => lines.push(line));
    for (let i = 0; i < 100; i++) rule.refuses({ ...good, latitude: 91 }, now + i * 100);
    expect(lines).toHaveLength(1);
    rule.refuses({ ...good, longitude: 181 }, now + 61_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/100 position\(s\) not stored since the last such line; since start: latitude 100, longitude 1/);
    expect(rule.refused).toMatchObject({ latitude: 100, longitude: 1 });
  });
});
