import type { GpxTrack } from './gpx';
import type { Trip } from '../shared/reportTypes';

/** A trip as a GPX track named by its asset and start, described by its addresses and times. */
export function tripTrack(trip: Trip, assetName: string): GpxTrack {
  const from = trip.startAddress ?? '';
  const to = trip.endAddress ?? '';
  return {
    name: `${assetName} ${trip.startTime}`,
    description: [from || to ? `${from} → ${to}` : '', `${trip.startTime} – ${trip.endTime}`].filter(Boolean).join('; '),
    points: trip.waypoints,
  };
}
