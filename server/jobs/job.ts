// What a job and a job runner are, apart from jobRunner.ts, which loads one of the two runners that use them.

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

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
