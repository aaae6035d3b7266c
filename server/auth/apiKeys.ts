import { createHash, randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Db } from '../db/engine';
import { badRequest, unauthorized } from '../http/errors';
import { windowRateLimit } from '../http/addressRateLimit';
import { recordApiKeyUse, usableApiKey } from '../repos/apiKeys';
import { roles, type Role } from './roles';
import type { Caller } from './tenancy';

/** What every key starts with, so that the guard tells it from a user's access token (a JWT) at once. */
const keyMark = 'fleet_';
/** Calls one key may make per minute on one instance: an integrator's loop must not take the server. */
export const apiKeyCallsPerMinute = 600;

export const isApiKey = (token: string) => token.startsWith(keyMark);
/** The secret has 256 random bits: one SHA-256 is as safe to store as a slow hash, and is found by index. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A new key's secret and the prefix shown to tell it apart. */
export function newApiKey(): { key: string; prefix: string } {
  const key = `${keyMark}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, keyMark.length + 6) };
}

/** IPv4 addresses may come as IPv6-mapped (`::ffff:10.0.0.1`). */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The allowed addresses as a key stores them; a malformed one is a 400 naming its position. */
export function checkedAddresses(entries: string[]): string[] {
  return entries.map((entry, index) => {
    const [address, bits, extra] = entry.trim().split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !validBits || extra !== undefined)
      throw badRequest(`allowedAddresses.${index}`, 'Must be an IP address or a CIDR range.');
    return entry.trim();
  });
}

function addressAllowed(allowed: string[], ip: string): boolean {
  if (!allowed.length) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const address = plainAddress(ip);
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The less powerful of two roles. */
const lowerRole = (a: Role, b: Role): Role => (roles.indexOf(a) > roles.indexOf(b) ? a : b);

/**
 * The caller a key stands for: its tenant and role, and its maker as the user (the commands and links it
 * makes are theirs, as its personal settings), with the key named for the audit log. A personal key is
 * its owner, with no more than the owner's role of now: a user demoted since (by an Admin, or by their
 * provider's groups at a sign-in) does not keep a stronger key.
 */
export type ApiKeyVerifier = (key: string, ip: string) => Promise<Caller>;

export function apiKeyVerifier(db: Db): ApiKeyVerifier {
  const limit = windowRateLimit({ limit: apiKeyCallsPerMinute, windowMs: 60_000, what: 'Too many calls with this API key.' });
  return async (key: string, ip: string): Promise<Caller> => {
    const row = await usableApiKey(db, apiKeyHash(key));
    // Unknown, revoked and expired keys are told apart by no one but their owner's list.
    if (!row) throw unauthorized('The API key is not valid.');
    if (!addressAllowed(row.allowed_addresses, ip)) throw unauthorized('The API key is not valid from this address.');
    // A personal key speaks for its owner only while they are a user of its tenant.
    if (row.owner_id && !row.owner_role) throw unauthorized('The API key is not valid.');
    limit(row.id);
    await recordApiKeyUse(db, row.id, plainAddress(ip));
    if (row.owner_id && row.owner_role) {
      const role = lowerRole(row.role, row.owner_role);
      return { userId: row.owner_id, role, tenantId: row.tenant_id, keyId: row.id, personalKey: true, signInMethod: 'apiKey' };
    }
    return { userId: row.created_by ?? row.id, role: row.role, tenantId: row.tenant_id, keyId: row.id, signInMethod: 'apiKey' };
  };
}
