import type { AppContext } from '../../context';
import type { PositionReport } from './positionReport';
import { createAlertEngine } from '../alerts/alertEngine';
import { liveAlertEvents, type NotifyAlerts } from '../../notifications/alertNotifier';
import { livePositionEvent } from '../livePosition';
import { createGroupCommit } from './groupCommit';
import { storeBatch, type BatchResult, type IngestItem, type IngestOutcome } from './storeBatch';
import { createTripSchedule } from './tripSchedule';
import { createPositionRule, type RefusalKind } from './positionRule';
import { createTripFollowUp } from './tripFollowUp';
import { inStoredUnits } from './storedUnits';

export interface IngestPipeline {
  /** Resolves once the position is durably stored, the device is unknown, or it is impossible (positionRule.ts: not stored). */
  submit(report: PositionReport): Promise<IngestOutcome | 'filtered'>;
  /** Positions not stored for the position rule since start, by reason. */
  readonly refused: Readonly<Record<RefusalKind, number>>;
  close(): Promise<void>;
}

/** Past this many positions a batch is cut, to keep each transaction short. */
const maxBatch = 2000;
/** Past this wait devices are told to come back later (503): trackers keep their positions and retry. */
const maxWaitMs = 5_000;
/** At most about 100 transactions a second: at thousands of positions a second a batch holds dozens. */
const minIntervalMs = 10;

/** A trip under way is re-derived at least this often (device time). */
const tripRefreshMs = 30_000;
/**
 * Positions flow through one group-committed queue: each batch is one transaction, answered only
 * after its commit. What a batch changed is then pushed live (in commit order), alerts are mailed
 * e-mail, push and webhooks told, and due trips derived, without holding up the devices' answers. One transaction at a time: a batch holds most
 * busy assets, and on a machine this size parallel transactions measured slower, not faster.
 */
export function createIngestPipeline(context: AppContext, log: (line: string) => void, notify: NotifyAlerts): IngestPipeline {
  const { geocoder } = context;
  const deps = {
    config: context.config,
    geocoder,
    alerts: createAlertEngine(context.config.movingSpeedKmh),
    trips: createTripSchedule(tripRefreshMs),
    motion: new Map(),
  };
  const tripFollowUp = createTripFollowUp(context.db, { ...deps, log });
  let published = Promise.resolve();

  const deliver = (result: BatchResult) => {
    const events = [...result.moved.map(({ asset, position }) => livePositionEvent(asset, position)), ...liveAlertEvents(result.alerts)];
    published = published.then(() => context.live.publish(...events)).catch((error) => log(`live publish failed: ${error}`));
    if (result.alerts.length) void notify(result.alerts);
    for (const { asset, earliest } of result.tripsDue) tripFollowUp.schedule(asset, earliest);
  };

  const commit = async (items: IngestItem[]) => {
    const result = await storeBatch(context.db, deps, items);
    deliver(result);
    return result.outcomes;
  };
  const onError = (error: unknown) => log(`storing positions failed: ${error instanceof Error ? error.message : error}`);
  const queue = createGroupCommit(commit, { maxBatch, maxWaitMs, minIntervalMs, onError });
  const rule = createPositionRule(context.config.futureFilterSeconds, log);

  return {
    submit: async (reported) => {
      if (rule.refuses(reported)) return 'filtered';
      const report = inStoredUnits(reported);
      return queue.submit({ report, address: geocoder.reverse(report) });
    },
    refused: rule.refused,
    async close() {
      await queue.drain();
      await Promise.all([published, tripFollowUp.drain()]);
    },
  };
}
