import type { PositionReport } from './positionReport';

/** No tracker this product serves reported before this: earlier times are a clock that was never set (1970, year 1). */
export const earliestPositionTime = Date.UTC(2000, 0, 1);

/** A summary line at most this often, however many positions a broken clock sends. */
const logIntervalMs = 60_000;

export interface TimeFilter {
  /** Why the position must not be stored, or null when its time is believable. Counts and logs what it drops. */
  drops(report: PositionReport, now?: number): string | null;
}

/**
 * Traccar's future filter and more: a position timed more than `futureSeconds` ahead of the server
 * clock or before 2000 is not stored (its asset would be pinned to it or history would start in
 * 1970) but acknowledged, so that the device moves on instead of sending it forever. Every
 * protocol's positions pass here (the ingest pipeline), whatever their parser.
 */
export function createTimeFilter(futureSeconds: number, log: (line: string) => void): TimeFilter {
  const dropped = { future: 0, beforeEarliest: 0 };
  let sinceLastLine = 0;
  let lastLineAt = -Infinity;

  return {
    drops(report, now = Date.now()) {
      const time = report.time.getTime();
      const kind = time > now + futureSeconds * 1000 ? 'future' : time < earliestPositionTime ? 'beforeEarliest' : null;
      if (!kind) return null;
      const reason = kind === 'future' ? `more than ${futureSeconds} s ahead of the server clock` : 'before 2000';
      dropped[kind] += 1;
      sinceLastLine += 1;
      if (now - lastLineAt >= logIntervalMs) {
        log(
          `ingestion: not stored: position of device ${JSON.stringify(report.deviceId)} at ${report.time.toISOString()}, ${reason}; ` +
            `${sinceLastLine} position(s) not stored since the last such line; since start ${dropped.future} in the future, ${dropped.beforeEarliest} before 2000`,
        );
        sinceLastLine = 0;
        lastLineAt = now;
      }
      return reason;
    },
  };
}
