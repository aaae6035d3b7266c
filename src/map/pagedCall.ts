import { ApiError } from '../api/errors';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A page of a list call with the total the server counts (X-Total-Count), errors as ApiError. */
export async function pagedCall<T>(call: Promise<FetchResult<T[]>>): Promise<{ rows: T[]; total: number }> {
  let result: FetchResult<T[]>;
  try {
    result = await call;
  } catch {
    throw new ApiError(undefined, undefined);
  }
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  const rows = result.data ?? [];
  const total = Number(result.response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(total) && result.response.headers.has('X-Total-Count') ? total : rows.length };
}
