import { Logger, run, type Runner, type Task } from 'graphile-worker';
import { defaultMaxAttempts, errorText, type Job, type JobRunner, type JobRunnerOptions } from './job';

/**
 * graphile-worker on the server's PostgreSQL: jobs are rows taken with SKIP LOCKED, announced by
 * LISTEN/NOTIFY, retried with exponential back-off. A periodic job is one row under a job key
 * named after it: every instance asks for it at start (a row already there is kept), and each
 * run first queues the next one, so however many instances run, it runs once per period, and it
 * carries on after a restart or a crash of the instance running it. A run that outlasts its period
 * may overlap the next: the jobs are written to allow it (the sweep skips locked assets, partition
 * upkeep takes an advisory lock). A serial queue would prevent that, but a crash in the middle of
 * a run would then hold the job back until graphile-worker frees the lock, four hours later.
 */
/** A runner that ended by itself waits this long before it starts again. */
const restartDelayMs = 1_000;

export async function startGraphileRunner(jobs: Job[], options: JobRunnerOptions & { databaseUrl: string }): Promise<JobRunner> {
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const nextRun = (job: Job) => ({ jobKey: job.name, runAt: new Date(Date.now() + (job.everyMs ?? 0)), maxAttempts });
  const taskList = Object.fromEntries(
    jobs.map((job): [string, Task] => [
      job.name,
      async (payload, helpers) => {
        if (job.everyMs) await helpers.addJob(job.name, {}, nextRun(job));
        try {
          await job.run(payload);
        } catch (error) {
          options.log(`job ${job.name} failed (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts}): ${errorText(error)}`);
          throw error;
        }
      },
    ]),
  );
  // Its own log lines are for operators of the queue; the server logs only what went wrong.
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') options.log(`job queue: ${message}`);
  });
  const start = () =>
    run({
      connectionString: options.databaseUrl,
      schema: options.schema ?? 'graphile_worker',
      concurrency: 2,
      maxPoolSize: 4,
      pollInterval: 1000,
      noHandleSignals: true,
      taskList,
      logger,
    });
  let stopped = false;
  /** The runner taking jobs, or the one about to: a queue restarted after a shutdown is waited for. */
  let current: Promise<Runner> = start();
  /**
   * graphile-worker announces a schema install on one channel for the whole database, and every
   * runner hearing it shuts down (and sets the process's exit code to 57), whatever its schema:
   * servers sharing a database in different schemas (the tests) stop each other's queues. A runner
   * that ended without our asking starts again; a worker really too old for the database's schema
   * refuses again at its start, and is retried until stopped.
   */
  const restartWhenEnded = (runner: Runner) => {
    const ended = (reason: string) => {
      if (stopped) return;
      if (process.exitCode === 57) process.exitCode = undefined;
      options.log(`job queue: the runner stopped (${reason}); starting it again`);
      current = new Promise((resolve) => {
        const retry = () => {
          if (stopped) return;
          start().then(
            (next) => {
              if (stopped) void next.stop();
              resolve(next);
            },
            (error) => {
              options.log(`job queue: it did not start again: ${errorText(error)}`);
              setTimeout(retry, restartDelayMs).unref();
            },
          );
        };
        setTimeout(retry, restartDelayMs).unref();
      });
      void current.then(restartWhenEnded);
    };
    runner.promise.then(
      () => ended('shut down'),
      (error) => ended(errorText(error)),
    );
  };
  const first = await current;
  restartWhenEnded(first);
  for (const job of jobs.filter((job) => job.everyMs)) {
    // A run at start takes the job key too: it runs now, and queues the next a period later, as each run does.
    await first.addJob(
      job.name,
      {},
      job.atStart ? { jobKey: job.name, runAt: new Date(), maxAttempts } : { ...nextRun(job), jobKeyMode: 'preserve_run_at' },
    );
  }
  return {
    enqueue: async (name, payload) => {
      await (await current).addJob(name, payload as never, { maxAttempts });
    },
    stop: async () => {
      stopped = true;
      // A restart under way is not waited for: its timer is let go, and a runner it started is stopped.
      const runner = await Promise.race([current, Promise.resolve(null)]);
      await runner?.stop().catch((error) => options.log(`job queue: ${errorText(error)}`));
    },
  };
}
