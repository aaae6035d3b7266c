import { describe, expect, it } from 'vitest';
import { addressRateLimit } from './addressRateLimit';

describe('addressRateLimit', () => {
  it('refuses an address past its limit until the window ends, counting a /64 as one', () => {
    let time = 0;
    const limit = addressRateLimit({ limit: 2, windowMs: 60_000, now: () => time });
    limit('2001:db8::1');
    limit('2001:db8::2');
    expect(() => limit('2001:db8::3')).toThrow(/Too many/);
    limit('10.0.0.1');
    time = 60_000;
    expect(() => limit('2001:db8::3')).not.toThrow();
  });
});
