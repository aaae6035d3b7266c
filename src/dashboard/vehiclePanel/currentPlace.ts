import type { components } from '../../api/schema';

type Stop = components['schemas']['Stop'];

export interface CurrentPlace {
  name: string;
  /** When the stop began: the asset has stood there since. */
  since: string;
}

/**
 * The point of interest an asset stands at now: its last stop, if the track ends in it (the stop
 * lasts to the last position) and it is at a place.
 */
export function currentPlace(stops: readonly Stop[], lastPositionAt: string | null): CurrentPlace | null {
  const last = stops.at(-1);
  if (!last?.placeName || !lastPositionAt || Date.parse(last.endTime) < Date.parse(lastPositionAt)) return null;
  return { name: last.placeName, since: last.startTime };
}
