import sql, { join, type Sql } from 'sql-template-tag';
import type { Db, Queryable } from '../../db/engine';
import type { AlertDraft, AlertType, AssetTrack, Evaluation } from './evaluateTrack';
import { saveRuleStates } from './alertStore';
import { insertAlerts, type RaisedAlert, type StoredDraft } from '../../repos/alerts';
import { judgePlans, saveServiceStates, type JudgedPlan } from '../../repos/servicePlans';
import { inSchedule } from './schedule';
import type { AlertWording } from './positionRules';
import { triggerRuleColumns, type TriggerRule } from './tenantRules';
import { groupTreeAssets } from '../../repos/assetGroups';

interface Candidate {
  asset_id: string;
  tenant_id: string;
  asset_name: string;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  trigger_id: string;
  /** The state that, set, stops the same episode alerting again. */
  rule_key: string;
}

/** At most this many alerts a run: the next run, a minute later, picks up the rest. */
const maxPerRun = 1000;

/**
 * The assets a trigger (alias t) watches (alias a), with `extra` joined, where `condition` holds and
 * the state `ruleKey` is not set; assets whose position row ingestion holds are skipped.
 */
const watchedAssets = (type: string, extra: Sql, condition: Sql, ruleKey: Sql) => sql`
  select a.id as asset_id, a.tenant_id, a.name as asset_name, p.latitude, p.longitude, p.speed_kmh, t.id as trigger_id,
    ${ruleKey} as rule_key
  from alert_triggers t
  join assets a on a.tenant_id = t.tenant_id and (jsonb_array_length(t.asset_ids) = 0 or t.asset_ids @> jsonb_build_array(a.id::text))
    and (t.group_id is null or a.id in (${groupTreeAssets(sql`t.group_id`, sql`tenant_id = t.tenant_id`)}))
  join asset_positions p on p.asset_id = a.id
  ${extra}
  where t.enabled and t.type = ${type} and p.latitude is not null and p.longitude is not null and ${condition}
    and not exists (select 1 from asset_rule_state r where r.asset_id = a.id and r.rule_key = ${ruleKey} and r.active)
  order by a.id limit ${maxPerRun}
  for update of p skip locked`;

/** Offline: nothing heard from the device (not even a heartbeat) for the rule's minutes. */
const offline = (now: string) =>
  watchedAssets(
    'offline',
    sql`join sensors s on s.id = a.sensor_id`,
    sql`greatest(s.last_message_at, p.last_position_at) < ${now}::timestamptz - make_interval(mins => t.duration_minutes)`,
    sql`'offline:' || t.id`,
  );

/** Idle: engine on without moving (the idle:<id> state evaluateTrack keeps) for the rule's minutes. */
const idle = (now: string) =>
  watchedAssets(
    'idle',
    sql`join asset_rule_state i on i.asset_id = a.id and i.rule_key = 'idle:' || t.id`,
    sql`i.active and i.changed_at <= ${now}::timestamptz - make_interval(mins => t.duration_minutes)`,
    sql`'idleAlerted:' || t.id`,
  );

/** Maintenance by date: an important date of the rule's title at most days_before away (UTC days), once per date. */
const datesDue = (now: string) =>
  watchedAssets(
    'maintenance',
    sql`cross join lateral jsonb_array_elements(a.important_dates) d`,
    sql`lower(d.value ->> 'title') = lower(t.important_date_title)
    and (d.value ->> 'date')::date - t.days_before <= (${now}::timestamptz at time zone 'UTC')::date`,
    sql`'maintenanceDate:' || t.id || ':' || (d.value ->> 'date')`,
  );

// The rules' own checks require their minutes and date title: they are set whenever a rule of the kind fires.
const timedKinds: Record<
  'offline' | 'idle' | 'maintenance',
  { type: AlertType; wording: (candidate: Candidate, trigger: TriggerRule) => AlertWording }
> = {
  offline: {
    type: 'offline',
    wording: (c, t) => ({
      message: `${c.asset_name} has sent nothing for over ${t.durationMinutes} minutes`,
      details: { durationMinutes: t.durationMinutes as number },
    }),
  },
  idle: {
    type: 'idle',
    wording: (c, t) => ({
      message: `${c.asset_name} has been idling for over ${t.durationMinutes} minutes`,
      details: { durationMinutes: t.durationMinutes as number },
    }),
  },
  maintenance: {
    type: 'maintenanceDue',
    wording: (c, t) => {
      const dueDate = c.rule_key.split(':').at(-1) as string;
      const dueTitle = t.importantDateTitle as string;
      return { message: `${c.asset_name}: ${dueTitle} due on ${dueDate} (${t.name})`, details: { dueTitle, dueDate, ruleName: t.name } };
    },
  },
};

const measureWords = { distance: 'distance', engineHours: 'engine hours', time: 'date' } as const;

/**
 * Service plans (issue 31): each plan on each asset with a known position is judged (src/domain/serviceDue.ts)
 * and its state stored; a change into dueSoon or overdue is a maintenanceDue alert of no rule, once per
 * episode (the stored state stops the next run alerting again; a service record sets it back to ok).
 */
async function servicePlanAlerts(tx: Queryable, now: Date): Promise<{ track: AssetTrack; draft: StoredDraft }[]> {
  // Most servers have no plan: one look at the table spares the join of every asset.
  if (!(await tx.query(sql`select 1 from service_plans limit 1`)).length) return [];
  const plans = await judgePlans(tx, sql`ap.latitude is not null and ap.longitude is not null`, now);
  const changed = plans.filter((plan) => plan.state.state !== plan.storedState);
  await saveServiceStates(tx, changed, now);
  return changed.flatMap((plan) => (plan.state.state === 'ok' ? [] : [serviceDraft(plan, now)]));
}

function serviceDraft({ state, tenantId, point }: JudgedPlan, now: Date): { track: AssetTrack; draft: StoredDraft } {
  const at = { time: now, latitude: point?.latitude ?? 0, longitude: point?.longitude ?? 0, speedKmh: 0 };
  const serviceState = state.state === 'overdue' ? 'overdue' : 'dueSoon';
  const measure = state.measure ?? 'time';
  return {
    track: { assetId: state.assetId, tenantId, assetName: state.assetName, points: [at] },
    draft: {
      type: 'maintenanceDue',
      trigger: null,
      episode: `service:${state.planId}`,
      geofence: null,
      point: at,
      message: `${state.assetName}: ${state.planName} ${serviceState === 'overdue' ? 'overdue' : 'due soon'} by ${measureWords[measure]}`,
      details: { planId: state.planId, planName: state.planName, serviceMeasure: measure, serviceState },
      recipients: [],
    },
  };
}

async function triggersById(tx: Queryable, ids: string[]): Promise<Map<string, TriggerRule>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<TriggerRule>(sql`select ${triggerRuleColumns} from alert_triggers t where t.id in (${join(ids)})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The alerts no position raises, because they are about time passing: offline and idle over the
 * rule's minutes, maintenance due by an important date or by a service plan. Each episode alerts once (its state is set
 * in the same transaction); outside a rule's schedule the state is set without an alert. Run by
 * the periodic job `timed-alerts`; answers the new alerts, committed.
 */
export async function raiseTimedAlerts(db: Db, now: Date): Promise<RaisedAlert[]> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const candidates = [
      ...(await tx.query<Candidate>(offline(at))),
      ...(await tx.query<Candidate>(idle(at))),
      ...(await tx.query<Candidate>(datesDue(at))),
    ];
    const triggers = await triggersById(tx, [...new Set(candidates.map((candidate) => candidate.trigger_id))]);
    const evaluations: { track: AssetTrack; evaluation: Evaluation }[] = [];
    for (const candidate of candidates) {
      const trigger = triggers.get(candidate.trigger_id);
      if (!trigger || (trigger.type !== 'offline' && trigger.type !== 'idle' && trigger.type !== 'maintenance')) continue;
      const point = { time: now, latitude: candidate.latitude, longitude: candidate.longitude, speedKmh: candidate.speed_kmh ?? 0 };
      const track: AssetTrack = {
        assetId: candidate.asset_id,
        tenantId: candidate.tenant_id,
        assetName: candidate.asset_name,
        points: [point],
      };
      const { type, wording } = timedKinds[trigger.type];
      const alerts: AlertDraft[] = inSchedule(trigger.schedule, now)
        ? [{ type, trigger, geofence: null, point, ...wording(candidate, trigger), recipients: [...new Set(trigger.recipients)] }]
        : [];
      evaluations.push({ track, evaluation: { alerts, changes: new Map([[candidate.rule_key, { active: true, time: now }]]) } });
    }
    await saveRuleStates(tx, evaluations);
    return insertAlerts(tx, [
      ...evaluations.flatMap(({ track, evaluation }) => evaluation.alerts.map((draft) => ({ track, draft }))),
      ...(await servicePlanAlerts(tx, now)),
    ]);
  });
}
