/** What a batch brought for one asset, as far as its trips are concerned. */
export interface TripNews {
  /** Device times of the oldest and newest positions stored. */
  oldest: Date;
  newest: Date;
  /** The asset's last position before the batch. */
  previous: Date | null;
  /** Its status changed (Parked <-> Moving): a trip may have started or ended. */
  statusChanged: boolean;
}

/**
 * When to re-derive an asset's trips. Re-deriving costs several queries per asset, so doing it
 * for every position would cap ingestion at a few hundred positions per second. Trips derive
 * idempotently from the stored positions, so it is enough to re-derive when something can start
 * or end a trip (a change of status, a backlog of positions older than `everyMs` before the last
 * one, the first batch seen for the asset) and otherwise once every `everyMs` of device time,
 * which keeps a trip under way and the close of a parked one up to date within that time.
 * Positions a few seconds out of order (requests overtaking each other) wait for that turn.
 * (The out-of-network sweep re-derives the trips of assets that fall silent, so nothing stays pending.)
 */
export function createTripSchedule(everyMs: number) {
  const lastRun = new Map<string, number>();
  return {
    due(assetId: string, news: TripNews): boolean {
      const last = lastRun.get(assetId);
      const backlog = news.previous !== null && news.previous.getTime() - news.oldest.getTime() > everyMs;
      return last === undefined || news.statusChanged || backlog || news.newest.getTime() - last >= everyMs;
    },
    ran(assetId: string, newest: Date) {
      lastRun.set(assetId, newest.getTime());
    },
  };
}

export type TripSchedule = ReturnType<typeof createTripSchedule>;
