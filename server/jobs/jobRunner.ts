/**
 * Background work of the server: periodic jobs (partition upkeep, retention, out-of-network
 * detection) and queued ones (alert mail). On PostgreSQL they go through graphile-worker, so
 * each runs once across instances, survives restarts and is retried; on PGlite (one process by
 * design) the same functions run on an in-process schedule.
 */
export interface Job {
  name: string;
  /** Periodic jobs run this long after the previous run was started; queued jobs have none. */
  everyMs?: number;
  /** A periodic job that also runs as the server starts, not only a period later (retention). */
  atStart?: boolean;
  run(payload: unknown): Promise<unknown>;
}

export interface JobRunner {
  /** Queues a run of a queued job; resolves once the job is stored (PostgreSQL) or first tried (PGlite). */
  enqueue(name: string, payload: unknown): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** PostgreSQL's; null for PGlite. */
  databaseUrl: string | null;
  /** Where graphile-worker keeps its tables; a test server's own schema keeps tests apart. */
  schema?: string;
  log: (line: string) => void;
  /** Tries of a failing job, the first included. */
  maxAttempts?: number;
  /** PGlite only: wait before the first retry, doubled for each further one (graphile-worker has its own, e^n seconds). */
  retryDelayMs?: number;
}

export const defaultMaxAttempts = 5;

export async function startJobRunner(jobs: Job[], options: JobRunnerOptions): Promise<JobRunner> {
  if (options.databaseUrl) {
    const { startGraphileRunner } = await import('./graphileRunner');
    return startGraphileRunner(jobs, { ...options, databaseUrl: options.databaseUrl });
  }
  const { startLocalRunner } = await import('./localRunner');
  return startLocalRunner(jobs, options);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
