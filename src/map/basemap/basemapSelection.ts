import { useSyncExternalStore } from 'react';

const KEY = 'fleet.basemap';
const listeners = new Set<() => void>();
/** The choice made in this page, for when storage is refused. */
let memory: string | null = null;

const read = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** Chooses the base map of every map at once, and remembers it in this browser. */
export function chooseBasemap(id: string) {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Without storage the choice holds until the page reloads.
  }
  memory = id;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The id of the base map the user chose last, or null before any choice. */
export const useChosenBasemapId = () => useSyncExternalStore(subscribe, () => memory ?? read());
