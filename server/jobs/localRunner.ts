import { defaultMaxAttempts, errorText, type Job, type JobRunner, type JobRunnerOptions } from './job';

/**
 * The same jobs in-process for PGlite, which serves one process only: periodic jobs on timers
 * (a run still going skips its next turn), queued jobs at once, failures retried with a doubling
 * wait. Queued jobs not yet done are lost with the process; the embedded engine is the
 * single-machine default, and the queue on PostgreSQL is the durable one.
 */
export function startLocalRunner(jobs: Job[], options: JobRunnerOptions): JobRunner {
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const track = <T>(promise: Promise<T>) => {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
    return promise;
  };

  const attempt = async (job: Job, payload: unknown, attempts: number): Promise<void> => {
    try {
      await job.run(payload);
    } catch (error) {
      options.log(`job ${job.name} failed (attempt ${attempts} of ${maxAttempts}): ${errorText(error)}`);
      if (attempts >= maxAttempts || stopped) return;
      const retry = setTimeout(
        () => {
          timers.delete(retry);
          void track(attempt(job, payload, attempts + 1));
        },
        retryDelayMs * 2 ** (attempts - 1),
      );
      retry.unref();
      timers.add(retry);
    }
  };

  for (const job of jobs.filter((job) => job.everyMs)) {
    let current: Promise<void> | null = null;
    const turn = () => {
      current ??= track(attempt(job, {}, 1)).finally(() => (current = null));
    };
    const timer = setInterval(turn, job.everyMs);
    timer.unref();
    timers.add(timer);
    // Not awaited: the server answers while it runs.
    if (job.atStart) turn();
  }

  return {
    async enqueue(name, payload) {
      const job = byName.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      await track(attempt(job, payload, 1));
    },
    async stop() {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
      await Promise.all(running);
    },
  };
}
