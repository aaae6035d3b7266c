import type { Geofence } from './geofenceIndex';
import { watches, type TenantRules, type TriggerRule } from './tenantRules';
import type { Schema } from '../../contract';
import { idleAlertedKey, idleKey, idling, offlineKey, positionRuleKey, positionRules } from './positionRules';
import { inSchedule } from './schedule';
import { followCorridor } from './corridors';

export interface TrackPoint {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** What the device reported beside the position (ignition, alarm, batt, odometer, hours...). */
  attributes?: Record<string, string | number | boolean>;
}

/** The new positions of one asset, oldest first, all newer than its previous position. */
export interface AssetTrack {
  assetId: string;
  tenantId: string;
  assetName: string;
  /** The asset's position before these, if any: route corridors judge the line from it to the first. */
  previous?: TrackPoint | null;
  points: TrackPoint[];
}

export type AlertType = Schema<'AlertType'>;

export interface AlertDraft {
  type: AlertType;
  trigger: TriggerRule;
  geofence: Geofence | null;
  point: TrackPoint;
  message: string;
  details: Schema<'AlertDetails'>;
  recipients: string[];
}

/**
 * rule_key -> active, as in asset_rule_state: `geofence:<id>` inside it, `speed:<triggerId>` above
 * the limit, `<type>:<triggerId>` for the rules of positionRules.ts.
 */
export type RuleStates = Map<string, boolean>;

export interface Evaluation {
  alerts: AlertDraft[];
  /** The states that changed, with the time of the position that changed them. */
  changes: Map<string, { active: boolean; time: Date }>;
}

const geofencePrefix = 'geofence:';
const firesOn = (trigger: TriggerRule, entering: boolean) =>
  trigger.event === 'both' || trigger.event === null || trigger.event === (entering ? 'enter' : 'exit');
const unique = (emails: string[]) => [...new Set(emails)];

/**
 * Walks an asset's new positions through its tenant's rules. Alerts come from transitions only:
 * entering or leaving a geofence, and crossing above a speed limit (once per episode: the state
 * stays active until the speed is back at or under the limit). Geofence states are kept even when
 * no trigger watches them or geofence alerts are switched off, so that switching on later does
 * not fire for an asset that was already inside.
 */
export function evaluateTrack(track: AssetTrack, rules: TenantRules, stored: RuleStates, movingSpeedKmh = 3): Evaluation {
  const states = new Map(stored);
  const changes: Evaluation['changes'] = new Map();
  const alerts: AlertDraft[] = [];
  const watching = rules.triggers.filter((trigger) => watches(trigger, track.assetId));
  const set = (key: string, active: boolean, point: TrackPoint) => {
    states.set(key, active);
    changes.set(key, { active, time: point.time });
  };

  track.points.forEach((point, index) => {
    const inside = rules.geofences.containing(point);
    const wasInside = [...states]
      .filter(([key, active]) => active && key.startsWith(geofencePrefix))
      .map(([key]) => key.slice(geofencePrefix.length));
    for (const geofenceId of new Set([...inside, ...wasInside])) {
      const entering = inside.has(geofenceId);
      if ((states.get(geofencePrefix + geofenceId) ?? false) === entering) continue;
      set(geofencePrefix + geofenceId, entering, point);
      const geofence = rules.geofences.byId.get(geofenceId);
      // A deleted geofence only has its state cleared.
      if (!geofence || !rules.geofenceAlerts) continue;
      for (const trigger of watching) {
        if (trigger.type !== 'geofence' || trigger.geofenceId !== geofenceId || !firesOn(trigger, entering)) continue;
        if (!inSchedule(trigger.schedule, point.time)) continue;
        alerts.push({
          type: entering ? 'geofenceEnter' : 'geofenceExit',
          trigger,
          geofence,
          point,
          message: `${track.assetName} ${entering ? 'entered' : 'left'} ${geofence.name}`,
          details: { geofenceName: geofence.name },
          recipients: unique([...trigger.recipients, ...rules.ruleRecipients]),
        });
      }
    }

    const previous = index === 0 ? (track.previous ?? null) : track.points[index - 1];
    for (const corridor of rules.geofences.corridors) {
      for (const event of followCorridor(corridor, previous, point, states, set)) {
        if (!rules.geofenceAlerts) continue;
        for (const trigger of watching) {
          if (trigger.type !== 'geofence' || trigger.geofenceId !== corridor.id || !firesOn(trigger, event.returning)) continue;
          if (!inSchedule(trigger.schedule, event.point.time)) continue;
          alerts.push({
            type: event.returning ? 'corridorReturn' : 'corridorExit',
            trigger,
            geofence: corridor,
            point: event.point,
            message: `${track.assetName} ${event.returning ? 'returned to' : 'left'} the corridor ${corridor.name}`,
            details: { geofenceName: corridor.name },
            recipients: unique([...trigger.recipients, ...rules.ruleRecipients]),
          });
        }
      }
    }

    for (const trigger of watching) {
      if (trigger.type !== 'speed' || trigger.speedLimitKmh === null) continue;
      const key = `speed:${trigger.id}`;
      const speeding = point.speedKmh > trigger.speedLimitKmh;
      if ((states.get(key) ?? false) === speeding) continue;
      set(key, speeding, point);
      if (!speeding || !inSchedule(trigger.schedule, point.time)) continue;
      alerts.push({
        type: 'speeding',
        trigger,
        geofence: null,
        point,
        message: `${track.assetName} drove at ${Math.round(point.speedKmh)} km/h, above the limit of ${trigger.speedLimitKmh} km/h`,
        details: { speedLimitKmh: trigger.speedLimitKmh },
        recipients: unique(trigger.recipients),
      });
    }

    for (const trigger of watching) {
      const rule = positionRules[trigger.type];
      const holds = rule?.holds(trigger, point) ?? null;
      if (!rule || holds === null) continue;
      const key = positionRuleKey(trigger);
      if ((states.get(key) ?? false) === holds) continue;
      set(key, holds, point);
      const type = rule.alertOn(trigger, holds);
      if (!type || !inSchedule(trigger.schedule, point.time)) continue;
      alerts.push({
        type,
        trigger,
        geofence: null,
        point,
        ...rule.wording(track.assetName, trigger, point),
        recipients: unique(trigger.recipients),
      });
    }

    // Idle and offline alerts fire from the periodic job (timedAlerts.ts); positions end their episodes.
    for (const trigger of watching) {
      if (trigger.type === 'offline' && states.get(offlineKey(trigger))) set(offlineKey(trigger), false, point);
      if (trigger.type !== 'idle') continue;
      const idle = idling(point, movingSpeedKmh);
      if (idle === null || (states.get(idleKey(trigger)) ?? false) === idle) continue;
      set(idleKey(trigger), idle, point);
      if (!idle && states.get(idleAlertedKey(trigger))) set(idleAlertedKey(trigger), false, point);
    }
  });
  return { alerts, changes };
}
