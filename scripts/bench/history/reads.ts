import { apiClient, accounts, type Schema } from '../../../tests/support/api';
import type { BenchHistory } from './generate';

export interface ReadTiming {
  read: string;
  rows: number;
  median: number;
  p95: number;
}

/** The median and 95th percentile of a read's times. */
export function summarize(read: string, rows: number, times: number[]): ReadTiming {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { read, rows, median: at(0.5), p95: at(0.95) };
}

const dayMs = 86_400_000;
const sixHoursMs = 6 * 3_600_000;

/**
 * The reads of a day at the console, through the API as the console asks them: with `runs` 0 each
 * is timed once (the first call after a restart), otherwise after one warm-up call.
 */
export async function measureReads(baseUrl: string, history: BenchHistory, runs: number): Promise<ReadTiming[]> {
  const api = apiClient(baseUrl);
  const { accessToken: token } = await api.login(accounts.admin.email, accounts.admin.password);
  const assetId = history.assetIds[0];
  const now = Date.now();
  const today = Math.floor(now / dayMs) * dayMs;
  const month = { from: new Date(today - 30 * dayMs).toISOString(), to: new Date(today).toISOString() };
  // The dashboard's busiest assets: today since midnight in windows of at most 6 hours, 20,000 points each.
  const windows = Array.from({ length: Math.ceil((now - today) / sixHoursMs) }, (_, index) => ({
    from: new Date(today + index * sixHoursMs).toISOString(),
    to: new Date(Math.min(now, today + (index + 1) * sixHoursMs)).toISOString(),
  }));
  const get = async (path: string) => {
    // Lists of several kinds of record: only their length is read.
    const response = await api.call<unknown[]>('GET', path, { token });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const reads: [string, () => Promise<number>][] = [
    ['asset list (page of 25)', async () => (await get('/assets?pageNumber=1&pageSize=25&sort=name&order=asc')).length],
    ['latest positions (whole fleet)', async () => (await get('/assets')).length],
    [
      'dashboard fleet positions (today)',
      async () => {
        const answers = await Promise.all(windows.map((window) => get(`/positions?from=${window.from}&to=${window.to}&maxPoints=20000`)));
        return answers.reduce((sum, answer) => sum + answer.length, 0);
      },
    ],
    [
      '30-day location series (1 asset)',
      async () => (await get(`/assets/${assetId}/report/timeseries/location?from=${month.from}&to=${month.to}&maxPoints=2000`)).length,
    ],
    [
      '30-day asset report',
      async () => {
        const response = await api.call<Schema<'AssetReport'>>('POST', '/assets/AssetReport', { token, body: { id: assetId, ...month } });
        if (response.status !== 200) throw new Error(`asset report: ${response.status}`);
        return response.body.trips.length;
      },
    ],
  ];
  const timings: ReadTiming[] = [];
  for (const [read, call] of reads) {
    const times: number[] = [];
    let rows = 0;
    if (runs) await call();
    for (let run = 0; run < Math.max(1, runs); run++) {
      const started = performance.now();
      rows = await call();
      times.push(performance.now() - started);
    }
    timings.push(summarize(read, rows, times));
  }
  return timings;
}
