import type { FleetArrays, FleetUpdate } from '../fleet/fleetState';
import type { LiveAlert } from './liveConnection';

/**
 * The live worker hands the page at most one update of each fleet per interval: uploading a large
 * fleet's arrays costs the page about the same whether ten assets moved or all of them, and an
 * asset reports about once a second, so a few updates a second show every report in time.
 */
export const UPDATE_INTERVAL_MS = 200;

/** From the page to the live worker. */
export type ToLiveWorker =
  | { type: 'open'; url: string }
  | { type: 'close' }
  | { type: 'track'; key: number; ids: string[]; arrays: FleetArrays }
  | { type: 'untrack'; key: number }
  /** The answer to a token request: the token, or null when there is none (refresh failed). */
  | { type: 'token'; id: number; token: string | null };

/** From the live worker to the page. */
export type FromLiveWorker =
  /** The page holds the session: the worker asks it for the access token, or for a renewed one. */
  | { type: 'token'; id: number; renew: boolean }
  | { type: 'connected'; value: boolean }
  | { type: 'alert'; alert: LiveAlert }
  | { type: 'update'; key: number; update: FleetUpdate };

/** The buffers of the typed arrays among the values of each group, to transfer rather than copy them. */
export const buffersOf = (...groups: object[]): ArrayBuffer[] =>
  groups.flatMap((group) =>
    Object.values(group)
      .filter((value) => ArrayBuffer.isView(value))
      .map((array) => array.buffer as ArrayBuffer),
  );
