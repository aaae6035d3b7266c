import { describe, expect, it } from 'vitest';
import { packEvents, type LiveEvent } from './liveEvents';

const event = (index: number): LiveEvent => ({ type: 'position', tenantId: 't', assetId: 'a', data: { index, text: 'x'.repeat(200) } });

describe('packEvents', () => {
  it('packs many events per notification, each payload under the limit, none lost or reordered', () => {
    const events = Array.from({ length: 500 }, (_, index) => event(index));
    const payloads = packEvents(events, 8000);
    expect(payloads.length).toBeGreaterThan(10);
    expect(payloads.length).toBeLessThan(25);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as LiveEvent[])).toEqual(events);
  });

  it('sends nothing for no events', () => {
    expect(packEvents([])).toEqual([]);
  });
});
