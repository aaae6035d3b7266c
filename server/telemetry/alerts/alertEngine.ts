import type { Queryable } from '../../db/engine';
import { evaluateTrack, type AssetTrack, type RuleStates } from './evaluateTrack';
import { saveRuleStates } from './alertStore';
import { insertAlerts, type RaisedAlert } from '../../repos/alerts';
import { createRulesCache } from './rulesCache';

/** What the batch read with its assets: each tenant's rules fingerprint and each asset's rule states. */
export interface AlertInputs {
  rulesFingerprints: Map<string, string>;
  ruleStates: Map<string, RuleStates>;
}

export interface AlertEngine {
  /** Runs inside the batch's transaction: the alerts and rule states commit with the positions. */
  evaluate(tx: Queryable, tracks: AssetTrack[], inputs: AlertInputs): Promise<RaisedAlert[]>;
}

/** `movingSpeedKmh`: at or above it an asset with its engine on is driving, not idle. */
export function createAlertEngine(movingSpeedKmh: number): AlertEngine {
  const rulesFor = createRulesCache();
  return {
    async evaluate(tx, tracks, inputs) {
      if (!tracks.length) return [];
      const tenantIds = new Set(tracks.map((track) => track.tenantId));
      const rules = await rulesFor(tx, new Map([...inputs.rulesFingerprints].filter(([tenantId]) => tenantIds.has(tenantId))));
      const evaluations = tracks.flatMap((track) => {
        const tenant = rules.get(track.tenantId);
        if (!tenant || (tenant.geofences.byId.size === 0 && tenant.triggers.length === 0)) return [];
        return [{ track, evaluation: evaluateTrack(track, tenant, inputs.ruleStates.get(track.assetId) ?? new Map(), movingSpeedKmh) }];
      });
      if (!evaluations.length) return [];
      await saveRuleStates(tx, evaluations);
      return insertAlerts(
        tx,
        evaluations.flatMap(({ track, evaluation }) => evaluation.alerts.map((draft) => ({ track, draft }))),
      );
    },
  };
}
