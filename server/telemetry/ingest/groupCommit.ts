/** Commits a batch of items in one transaction and answers one outcome per item, in order. */
export type CommitBatch<Item, Outcome> = (items: Item[]) => Promise<Outcome[]>;

export interface GroupCommit<Item, Outcome> {
  /** Resolves once the item is committed (durably stored), or rejects if it could not be. */
  submit(item: Item): Promise<Outcome>;
  /** Stops taking items and waits for those already taken. */
  drain(): Promise<void>;
}

/** Refused because too much already waits: the caller should try again later. */
export class Overloaded extends Error {}

export interface GroupCommitOptions {
  /** Past this many items a batch is cut, to keep each transaction short. */
  maxBatch: number;
  /**
   * Once the oldest waiting item has waited this long, new ones are refused (Overloaded) rather
   * than waiting ever longer: the database cannot keep up, and devices keep positions until later.
   */
  maxWaitMs: number;
  /**
   * A batch starts at least this long after the previous one started. Each transaction costs a
   * fixed number of round trips, plans and a commit whatever its size, so under steady load fewer,
   * larger batches cost much less per item; an item arriving after a quiet spell does not wait.
   */
  minIntervalMs: number;
  onError(error: unknown): void;
}

interface Waiting<Item, Outcome> {
  item: Item;
  since: number;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit: items that arrive while a commit runs wait together and go into the next
 * transaction, so one commit (and one fsync) serves many devices. Under light load a batch is the
 * items of one event-loop turn; under heavy load batches grow by themselves, up to `maxBatch`.
 * One transaction at a time per queue. A failed batch is retried item by item, so one bad item
 * fails alone.
 */
export function createGroupCommit<Item, Outcome>(
  commit: CommitBatch<Item, Outcome>,
  options: GroupCommitOptions,
): GroupCommit<Item, Outcome> {
  const queue: Waiting<Item, Outcome>[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  async function commitBatch(batch: Waiting<Item, Outcome>[]) {
    try {
      const outcomes = await commit(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index]));
    } catch (error) {
      if (batch.length > 1) {
        for (const waiting of batch) await commitBatch([waiting]);
        return;
      }
      options.onError(error);
      batch[0].reject(error);
    }
  }

  let lastStart = -Infinity;
  /**
   * Lets the event loop read the requests that arrive meanwhile, so that they join the batch: for
   * the rest of the interval since the last batch started, or at least of this event-loop turn.
   */
  const nextStart = async () => {
    const remaining = () => lastStart + options.minIntervalMs - performance.now();
    if (remaining() < 1) return new Promise<void>((resolve) => setImmediate(resolve));
    // A timer counts from the event loop's cached clock, so it can fire a little early: wait out the rest.
    for (let wait = remaining(); wait > 0; wait = remaining()) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  async function run() {
    // PGlite answers without I/O: commits back to back, without this wait, would never let new requests in.
    do {
      await nextStart();
      lastStart = performance.now();
      await commitBatch(queue.splice(0, options.maxBatch));
    } while (queue.length);
    running = null;
  }

  return {
    submit(item) {
      if (closed) return Promise.reject(new Error('The ingestion pipeline is closed.'));
      const now = performance.now();
      if (queue.length && now - queue[0].since > options.maxWaitMs)
        return Promise.reject(new Overloaded('Too many positions wait to be stored.'));
      return new Promise<Outcome>((resolve, reject) => {
        queue.push({ item, since: now, resolve, reject });
        running ??= run();
      });
    },
    async drain() {
      closed = true;
      while (running) await running;
    },
  };
}
