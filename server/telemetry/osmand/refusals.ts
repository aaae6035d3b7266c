/** A summary line at most this often, however many reports a device keeps sending. */
const logIntervalMs = 60_000;

export interface Refusals {
  /** Counts a report of a known device that can never be stored, and logs it (rate-limited). */
  refuse(deviceId: string, reason: string, now?: number): void;
  /** Refused reports since start. */
  readonly total: number;
}

/**
 * OsmAnd reports of registered devices that will never be accepted (a latitude of 95, an unreadable
 * time): acknowledged so that the phone moves on, counted, and logged at most once a minute with the
 * latest device and reason, as the time filter logs what it drops.
 */
export function createRefusals(log: (line: string) => void): Refusals {
  let total = 0;
  let sinceLastLine = 0;
  let lastLineAt = -Infinity;
  return {
    refuse(deviceId, reason, now = Date.now()) {
      total += 1;
      sinceLastLine += 1;
      if (now - lastLineAt < logIntervalMs) return;
      log(
        `ingestion: refused: OsmAnd report of device ${JSON.stringify(deviceId)}: ${reason}; ${sinceLastLine} report(s) refused since the last such line, ${total} since start`,
      );
      sinceLastLine = 0;
      lastLineAt = now;
    },
    get total() {
      return total;
    },
  };
}
