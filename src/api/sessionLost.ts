const KEY = 'fleet.reloadedForSessionAt';
const LOOP_WINDOW_MS = 10_000;

interface SessionLostDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  endSession: () => void;
}

/**
 * Spec: "HTTP 401: the page reloads" (and the reload signs in again by refresh). If the session is
 * lost again right after such a reload, the stored session is dropped first, so the reload lands
 * on the login page instead of reloading forever.
 */
export function createSessionLostHandler({ storage, now, reload, endSession }: SessionLostDeps) {
  let reloading = false;
  return () => {
    if (reloading) return;
    reloading = true;
    const last = Number(storage.getItem(KEY) ?? 0);
    if (now() - last < LOOP_WINDOW_MS) endSession();
    storage.setItem(KEY, String(now()));
    reload();
  };
}
