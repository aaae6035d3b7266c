import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import commonPasswords from 'fxa-common-password-list';
import { demoAccounts } from '../seed/demoAccounts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// OWASP password storage guidance for scrypt: N=2^17, r=8, p=1 (128 MiB of memory per hash).
export const productionHashCost = 2 ** 17;
let params = { N: productionHashCost, r: 8, p: 1 };
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

/**
 * For tests only (the server never calls it): the scrypt cost N of the hashes this process makes from now on. At
 * N=2^17 a hash is about 0.4 s of a core, and the API suites sign in hundreds of times: half their time went to it.
 * The algorithm stays the same, and each hash keeps its own cost, so verifying follows it.
 */
export function setHashCostForTests(N: number) {
  params = { ...params, N };
}

const decoys = new Map<number, Promise<string>>();

/** A hash at the current cost to compare against when the account does not exist, so timing does not reveal it. */
export function decoyHash(): Promise<string> {
  if (!decoys.has(params.N)) decoys.set(params.N, hashPassword(randomBytes(12).toString('hex')));
  return decoys.get(params.N) as Promise<string>;
}

/** The demo's passwords, published in the README: anyone may try them anywhere. */
const publishedPasswords = new Set(demoAccounts.map((account) => account.password.toLowerCase()));

/**
 * The words of an e-mail address a password must not contain: the parts of its name (`ada.lovelace`:
 * `ada`, `lovelace`), the domain and its labels but the last (`acme.example`, `acme`). Parts shorter
 * than 3 letters are left out: they turn up in any password by chance.
 */
function emailWords(address: string): string[] {
  const [name, domain = ''] = address.split('@');
  const labels = domain.split('.').slice(0, -1);
  return [...name.split(/[^\p{L}\p{N}]+/u), domain, ...labels].filter((word) => word.length >= 3);
}

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
  if (publishedPasswords.has(lower)) return 'This password is published with the demo. Please choose another one.';
  if (emailWords(address).some((word) => lower.includes(word))) return 'Must not contain parts of your e-mail address or its domain.';
  if (commonPasswords.test(password) || commonPasswords.test(lower)) {
    return 'This password is too common. Please choose another one.';
  }
  return null;
}
