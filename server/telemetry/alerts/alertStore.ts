import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import type { AssetTrack, Evaluation } from './evaluateTrack';

/** The alert engine's memory of each rule per asset (asset_rule_state, which it alone writes). */
export async function saveRuleStates(tx: Queryable, evaluations: { track: AssetTrack; evaluation: Evaluation }[]): Promise<void> {
  const records = evaluations.flatMap(({ track, evaluation }) =>
    [...evaluation.changes].map(([ruleKey, change]) => ({
      asset_id: track.assetId,
      rule_key: ruleKey,
      active: change.active,
      changed_at: change.time.toISOString(),
    })),
  );
  if (!records.length) return;
  await tx.query(
    prepared(sql`insert into asset_rule_state (asset_id, rule_key, active, changed_at)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(asset_id uuid, rule_key text, active boolean, changed_at timestamptz)
    on conflict (asset_id, rule_key) do update set active = excluded.active, changed_at = excluded.changed_at`),
  );
}
