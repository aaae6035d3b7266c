import { ApiError } from './errors';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Resolves an openapi-fetch call to its data or throws an ApiError. openapi-fetch rejects with a
 * SyntaxError only when a successful response has an unreadable body: the spec makes that empty.
 * Any other rejection means the server was not reached.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T | undefined> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw new ApiError(undefined, undefined);
  }
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data;
}

/** Like unwrap, for calls whose success always has a body. */
export async function unwrapRequired<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const data = await unwrap(call);
  if (data === undefined) throw new ApiError(undefined, undefined);
  return data;
}
