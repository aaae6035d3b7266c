import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const period = 30;
const issuer = 'Fleet console';
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const window = 1;
const recoveryCodeCount = 10;

const totpOf = (secret: string, account = '') =>
  new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });

/** A new secret of 160 bits (RFC 4226's recommendation), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, account: string) => totpOf(secret, account).toString();

/** Six digits are a TOTP code; anything else is taken for a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * The time step a code belongs to, or null when it matches none near `nowMs`. The caller accepts it
 * only when the step is later than the last one accepted, so that a code cannot be used twice.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: nowMs, window });
  return delta === null ? null : Math.floor(nowMs / 1000 / period) + delta;
}

/** Recovery codes as shown: 16 base32 characters (80 random bits) in groups of four. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => new Secret({ buffer: randomBytes(10).buffer }).base32.match(/.{4}/g)!.join('-'));
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('base64url');
