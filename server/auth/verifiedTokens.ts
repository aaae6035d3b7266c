const maxEntries = 10_000;

/**
 * Verifying a JWT (WebCrypto's HMAC, a round trip to the thread pool) cost more than a tenth of
 * serving a page of assets, and a console sends the same token with every request until it
 * rotates. So a verified token's claims are remembered until it expires. The key is the whole token,
 * signature included, so only the exact text that passed verification is let through again.
 * Remembering the claims proves only the signature: whether the session still holds is checked on
 * every request apart from this (see sessionVersions), so a revoked token is not kept alive.
 */
export function verifiedTokenCache<Claims>(now = () => Date.now()) {
  const entries = new Map<string, { claims: Claims; expiresAt: number }>();
  return {
    get(token: string): Claims | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.claims;
      entries.delete(token);
      return undefined;
    },
    remember(token: string, claims: Claims, expiresAt: number): void {
      // Many sessions at once, or many expired tokens: start afresh rather than grow.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { claims, expiresAt });
    },
  };
}
