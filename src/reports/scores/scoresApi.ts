import { apiClients } from '../../api/client';
import type { operations } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

/** The ranking by driving score (the server's last 7 days without `from` and `to`), best first. */
export const getDrivingScores = (query: NonNullable<operations['getDrivingScores']['parameters']['query']>, signal?: AbortSignal) =>
  unwrapRequired(apiClients().api.GET('/reports/drivingScores', { params: { query }, signal }));
