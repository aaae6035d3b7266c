import type { Queryable } from '../../db/engine';
import { loadTenantRules, type TenantRules } from './tenantRules';

/**
 * Each tenant's rules and geofence index, built once and kept while the tenant's fingerprint
 * (`rulesFingerprint`, read with the batch) stays the same: a geofence or trigger edited anywhere
 * is seen by the next batch.
 */
export function createRulesCache() {
  const cache = new Map<string, { fingerprint: string; rules: TenantRules }>();
  return async function rulesFor(tx: Queryable, fingerprints: Map<string, string>): Promise<Map<string, TenantRules>> {
    const result = new Map<string, TenantRules>();
    for (const [tenantId, fingerprint] of fingerprints) {
      let cached = cache.get(tenantId);
      if (cached?.fingerprint !== fingerprint) {
        cached = { fingerprint, rules: await loadTenantRules(tx, tenantId) };
        cache.set(tenantId, cached);
      }
      result.set(tenantId, cached.rules);
    }
    return result;
  };
}
