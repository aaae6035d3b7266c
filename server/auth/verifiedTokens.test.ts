import { describe, expect, it } from 'vitest';
import { verifiedTokenCache } from './verifiedTokens';

const caller = { userId: 'u1', role: 'Operator' as const, tenantId: 't1' };

describe('verifiedTokenCache', () => {
  it('lets a verified token through until it expires, then forgets it', () => {
    let now = 1_000;
    const cache = verifiedTokenCache(() => now);
    cache.remember('token-a', caller, 2_000);
    expect(cache.get('token-a')).toEqual(caller);
    now = 2_000;
    expect(cache.get('token-a')).toBeUndefined();
    now = 1_500;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('knows only the exact text that was verified', () => {
    const cache = verifiedTokenCache(() => 0);
    cache.remember('header.payload.signature', caller, 10);
    expect(cache.get('header.payload.signaturf')).toBeUndefined();
  });
});
