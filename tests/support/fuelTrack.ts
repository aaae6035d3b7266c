import sql from 'sql-template-tag';
import type { Queryable } from '../../server/db/engine';
import { storeTrack, TrackRecorder, type TrackOwner } from './tracks';

export const parkedAt = Date.parse('2024-05-06T06:00:00Z');
/** ±2 L of sensor noise, the same sequence every time. */
const noise = [0, 2, -2, 1, -1, 2, 0, -2, 1, -1];

/**
 * A morning of one van, a report every 10 s: parked at 60 L for 20 minutes, 40 L in over 3
 * minutes, parked 20 minutes at 100 L, 10 km at 60 km/h using 3 L, parked 20 minutes at 97 L.
 */
function fuelMorning() {
  const track = new TrackRecorder(parkedAt, 52.5, 13.4).park(20);
  const fillStart = track.points.length;
  track.park(3);
  const fillEnd = track.points.length;
  track.park(20);
  const driveStart = track.points.length;
  track.drive(90, 10, 60);
  const driveEnd = track.points.length;
  track.park(20);
  const litres = (index: number) => {
    if (index < fillStart) return 60;
    if (index < fillEnd) return 60 + ((index - fillStart + 1) * 40) / (fillEnd - fillStart);
    if (index < driveStart) return 100;
    if (index < driveEnd) return 100 - ((index - driveStart + 1) * 3) / (driveEnd - driveStart);
    return 97;
  };
  return {
    track,
    litres: (index: number) => litres(index) + noise[index % noise.length],
    driving: (index: number) => index >= driveStart && index < driveEnd,
  };
}

/**
 * Stores the morning as the asset's positions, with Teltonika's IO 84 in 0.1 L and the ignition on while
 * driving, and its last position as ingestion keeps it (the fuel alerts look at assets heard from lately).
 */
export async function storeFuelMorning(db: Queryable, owner: TrackOwner) {
  const { track, litres, driving } = fuelMorning();
  await storeTrack(db, owner, track.points, (_point, index) => ({ io84: Math.round(litres(index) * 10), ignition: driving(index) }));
  await db.query(sql`update asset_positions set last_position_at = ${new Date(track.time)} where asset_id = ${owner.assetId}`);
}
