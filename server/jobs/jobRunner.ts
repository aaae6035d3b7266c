import type { Job, JobRunner, JobRunnerOptions } from './job';

/**
 * Background work of the server: periodic jobs (partition upkeep, retention, out-of-network
 * detection) and queued ones (alert mail). On PostgreSQL they go through graphile-worker, so
 * each runs once across instances, survives restarts and is retried; on PGlite (one process by
 * design) the same functions run on an in-process schedule.
 */
export async function startJobRunner(jobs: Job[], options: JobRunnerOptions): Promise<JobRunner> {
  if (options.databaseUrl) {
    const { startGraphileRunner } = await import('./graphileRunner');
    return startGraphileRunner(jobs, { ...options, databaseUrl: options.databaseUrl });
  }
  const { startLocalRunner } = await import('./localRunner');
  return startLocalRunner(jobs, options);
}
