/** An enter or exit alert of one geofence, as the visits need it. */
export interface CrossingEvent {
  geofenceId: string;
  geofenceName: string;
  type: 'geofenceEnter' | 'geofenceExit';
  /** Milliseconds since the epoch. */
  time: number;
}

export interface Visit {
  geofenceId: string;
  geofenceName: string;
  enterTime: number | null;
  exitTime: number | null;
  durationSeconds: number;
}

/**
 * Pairs each geofence's enter with its following exit, within a period [from, to). An exit with
 * no enter before it in the period began before the period; an enter never followed by an exit
 * lasts to the end of the period (or to now, when the period reaches past it). Time inside counts
 * only within the period. A repeated enter (a lost exit alert) closes nothing: the first enter holds.
 */
export function geofenceVisits(events: readonly CrossingEvent[], period: { from: number; to: number }, now = Date.now()): Visit[] {
  const end = Math.min(period.to, now);
  const open = new Map<string, CrossingEvent>();
  const visits: Visit[] = [];
  const visit = (event: CrossingEvent, enterTime: number | null, exitTime: number | null): Visit => ({
    geofenceId: event.geofenceId,
    geofenceName: event.geofenceName,
    enterTime,
    exitTime,
    durationSeconds: Math.max(0, Math.round(((exitTime ?? end) - (enterTime ?? period.from)) / 1000)),
  });
  for (const event of [...events].sort((a, b) => a.time - b.time)) {
    const entered = open.get(event.geofenceId);
    if (event.type === 'geofenceEnter') {
      if (!entered) open.set(event.geofenceId, event);
    } else {
      visits.push(visit(event, entered?.time ?? null, event.time));
      open.delete(event.geofenceId);
    }
  }
  for (const entered of open.values()) visits.push(visit(entered, entered.time, null));
  return visits.sort((a, b) => (a.enterTime ?? period.from) - (b.enterTime ?? period.from));
}
