import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../server/jobs/jobRunner';
import type { Job, JobRunner, JobRunnerOptions } from '../../server/jobs/job';
import { engines, startTestServer, type TestServer } from '../support/server';

const quiet = () => {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('background jobs on %s', (engine) => {
  let server: TestServer;
  const runners: JobRunner[] = [];
  const options = (): JobRunnerOptions => ({
    databaseUrl: server.context.config.databaseUrl,
    schema: server.schema,
    log: quiet,
    retryDelayMs: 200,
  });

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await server?.stop();
  });

  it('retries a failing job until it succeeds', async () => {
    const attempts: string[] = [];
    const flaky: Job = {
      name: `flaky_${engine}`,
      run: async (payload) => {
        attempts.push((payload as { mail: string }).mail);
        if (attempts.length < 2) throw new Error('mail server down');
      },
    };
    runners.push(await startJobRunner([flaky], options()));
    await runners.at(-1)?.enqueue(flaky.name, { mail: 'alert 1' });
    // graphile-worker waits e^1 s before the second try.
    await expect.poll(() => attempts.length, { timeout: 15_000, interval: 100 }).toBe(2);
    await sleep(3_000);
    expect(attempts).toEqual(['alert 1', 'alert 1']);
  }, 30_000);
});

describe.skipIf(!engines.includes('postgresql'))('background jobs across instances on postgresql', () => {
  let first: TestServer;
  let second: TestServer;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    first = await startTestServer({ engine: 'postgresql', demo: false });
    second = await startTestServer({ engine: 'postgresql', demo: false, sharing: first });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await second?.stop();
    await first?.stop();
  });

  it('keeps one schedule of each periodic job for two instances', async () => {
    const scheduled = await first.context.db.query<{ task_identifier: string; count: number }>(sql`
      select task_identifier, count(*)::int as count from jobs group by 1 order by 1`);
    expect(scheduled).toEqual([
      { task_identifier: 'audit-retention', count: 1 },
      { task_identifier: 'out-of-network', count: 1 },
      { task_identifier: 'positions-partitions', count: 1 },
      { task_identifier: 'report-mail', count: 1 },
      { task_identifier: 'timed-alerts', count: 1 },
    ]);
  });

  it('runs a periodic job once per period across instances and after their restart, and each queued job once', async () => {
    const runs: string[] = [];
    const queued: string[] = [];
    const instance = (name: string): Job[] => [
      { name: 'tick', everyMs: 1_000, run: async () => void runs.push(name) },
      { name: 'deliver', run: async (payload) => void queued.push((payload as { id: string }).id) },
    ];
    const options = { databaseUrl: first.context.config.databaseUrl, schema: first.schema, log: quiet };
    runners.push(await startJobRunner(instance('A'), options), await startJobRunner(instance('B'), options));
    const ids = Array.from({ length: 20 }, (_, index) => `mail ${index}`);
    for (const [position, id] of ids.entries()) await runners[position % 2].enqueue('deliver', { id });
    await sleep(6_000);

    expect(queued.sort()).toEqual([...ids].sort());
    // Due every second (taken at graphile-worker's 1 s poll): at most 7 runs in 6 s, where a schedule per instance would make 12.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(7);

    // Both instances stop: the schedule stays in the database, and an instance started later carries it on.
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    // The schedule is the row under the job's key. A run caught by the stop may leave its own row beside it
    // (graphile-worker clears the key of a running job when the run queues the next): that one runs once, not again.
    const [{ count }] = await first.context.db.query<{ count: number }>(
      sql`select count(*)::int as count from jobs where task_identifier = 'tick' and key = 'tick'`,
    );
    expect(count).toBe(1);
    const before = runs.length;
    runners.push(await startJobRunner(instance('C'), options));
    await expect.poll(() => runs.slice(before).filter((run) => run === 'C').length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  }, 30_000);

  it('keeps its queue running when a server on another schema of the database installs its own', async () => {
    const delivered: string[] = [];
    const lines: string[] = [];
    // A task name of its own: a runner left by another test with a 'deliver' task would take the job.
    const deliver: Job = { name: 'deliver-after-neighbour', run: async (payload) => void delivered.push((payload as { id: string }).id) };
    const runner = await startJobRunner([deliver], {
      databaseUrl: first.context.config.databaseUrl,
      schema: first.schema,
      log: (line) => lines.push(line),
    });
    runners.push(runner);
    // A new schema's install announces itself to every runner of the database, whatever its schema.
    const neighbour = await startTestServer({ engine: 'postgresql', demo: false });
    try {
      await runner.enqueue(deliver.name, { id: 'after the neighbour' });
      await expect
        .poll(() => delivered, { timeout: 15_000, interval: 100 })
        .toEqual(['after the neighbour'])
        // The runner's own account of its restarts is what tells why a job did not arrive.
        .catch((error: unknown) => {
          console.log(lines.join('\n'));
          throw error;
        });
      expect(process.exitCode ?? 0).toBe(0);
    } finally {
      await neighbour.stop();
    }
  }, 150_000);
});
