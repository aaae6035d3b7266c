import type { Queryable } from '../../db/engine';
import { evaluateTrack, type AssetTrack } from './evaluateTrack';
import { insertAlerts, loadRuleStates, saveRuleStates, type RaisedAlert } from './alertStore';
import { createRulesCache } from './rulesCache';

export interface AlertEngine {
  /** Runs inside the batch's transaction: the alerts and rule states commit with the positions. */
  evaluate(tx: Queryable, tracks: AssetTrack[]): Promise<RaisedAlert[]>;
}

export function createAlertEngine(): AlertEngine {
  const rulesFor = createRulesCache();
  return {
    async evaluate(tx, tracks) {
      if (!tracks.length) return [];
      const rules = await rulesFor(tx, [...new Set(tracks.map((track) => track.tenantId))]);
      const relevant = tracks.flatMap((track) => {
        const tenant = rules.get(track.tenantId);
        return tenant && (tenant.geofences.byId.size > 0 || tenant.triggers.length > 0) ? [{ track, tenant }] : [];
      });
      if (!relevant.length) return [];
      const stored = await loadRuleStates(tx, relevant.map(({ track }) => track.assetId));
      const evaluations = relevant.map(({ track, tenant }) => ({
        track,
        evaluation: evaluateTrack(track, tenant, stored.get(track.assetId) ?? new Map()),
      }));
      await saveRuleStates(tx, evaluations);
      return insertAlerts(tx, evaluations.flatMap(({ track, evaluation }) => evaluation.alerts.map((draft) => ({ track, draft }))));
    },
  };
}
