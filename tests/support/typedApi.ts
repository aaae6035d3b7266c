import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../src/api/schema';

/**
 * The contract's own client for API tests: paths, parameters, bodies and answers are the types
 * generated from openapi/fleet.yaml, so a test that disagrees with the contract does not compile.
 */
export type TypedApi = Client<paths>;

export const typedApi = (baseUrl: string): TypedApi => createClient<paths>({ baseUrl: `${baseUrl}/api` });

/** The headers of a call made by the holder of `token`. */
export const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

/** The answer of a call that must succeed; otherwise the test fails with the status and the error body. */
export function answer<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (!result.response.ok || result.data === undefined) {
    throw new Error(`${result.response.url} answered ${result.response.status}: ${JSON.stringify(result.error)}`);
  }
  return result.data;
}
