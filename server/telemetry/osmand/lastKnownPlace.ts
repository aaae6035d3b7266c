import sql from 'sql-template-tag';
import type { Queryable } from '../../db/engine';

/** Where a device's asset was last seen: null coordinates when it never reported a position. */
export interface KnownPlace {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The last known place of the asset a device is fitted to, or null for a device ingestion does not
 * accept (unregistered, or fitted to no asset: its reports would be answered 404 anyway).
 */
export async function lastKnownPlace(db: Queryable, deviceId: string): Promise<KnownPlace | null> {
  const [row] = await db.query<KnownPlace>(sql`select p.latitude, p.longitude
    from sensors s join assets a on a.sensor_id = s.id left join asset_positions p on p.asset_id = a.id
    where s.unique_id = ${deviceId}`);
  return row ?? null;
}
