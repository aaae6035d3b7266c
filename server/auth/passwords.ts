import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import commonPasswords from 'fxa-common-password-list';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// OWASP password storage guidance for scrypt: N=2^17, r=8, p=1 (128 MiB of memory per hash).
const params = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`: the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, keyLength, { ...params, maxmem });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const decoyHash = hashPassword(randomBytes(12).toString('hex'));

/**
 * Why a new password for the account `email` is refused, or null. Every way a password is set asks this
 * (create user, change, reset, create-admin); the contract's schema bounds the length of the API's too.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 8) return 'Must be at least 8 characters.';
  if (password.length > 128) return 'Must be at most 128 characters.';
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return 'Must not be your e-mail address.';
  if (commonPasswords.test(password) || commonPasswords.test(lower)) {
    return 'This password is too common. Please choose another one.';
  }
  return null;
}
