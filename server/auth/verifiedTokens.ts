import type { Caller } from './tenancy';

const maxEntries = 10_000;

/**
 * Verifying a JWT (WebCrypto's HMAC, a round trip to the thread pool) cost more than a tenth of
 * serving a page of assets, and a console sends the same token with every request until it
 * rotates. So a verified token is remembered until it expires. The key is the whole token,
 * signature included, so only the exact text that passed verification is let through again.
 */
export function verifiedTokenCache(now = () => Date.now()) {
  const callers = new Map<string, { caller: Caller; expiresAt: number }>();
  return {
    get(token: string): Caller | undefined {
      const entry = callers.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.caller;
      callers.delete(token);
      return undefined;
    },
    remember(token: string, caller: Caller, expiresAt: number): void {
      // Many sessions at once, or many expired tokens: start afresh rather than grow.
      if (callers.size >= maxEntries) callers.clear();
      callers.set(token, { caller, expiresAt });
    },
  };
}
