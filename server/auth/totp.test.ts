import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';

const at = Date.UTC(2026, 0, 1, 12, 0, 0);
const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('totp', () => {
  const secret = newTotpSecret();

  it('makes 160-bit base32 secrets and an otpauth URI naming the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'ann@example.com')).toMatch(/^otpauth:\/\/totp\/Fleet%20console:ann%40example\.com\?.*secret=/);
  });

  it('answers the step of a code within one step of the clock, and null otherwise', () => {
    const step = Math.floor(at / 30_000);
    expect(matchingStep(secret, codeAt(secret, at), at)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, at - 90_000), at)).toBeNull();
  });

  it('makes ten distinct recovery codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(recoveryCodeHash(codes[0].toLowerCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(codes[0]));
    expect(isTotpCode(codes[0])).toBe(false);
    expect(isTotpCode('123456')).toBe(true);
  });
});
