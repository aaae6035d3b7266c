import sql from 'sql-template-tag';
import type { AppContext } from '../context';
import { recordTrips } from './trips/recordTrips';
import { livePositionEvent } from './livePosition';
import { assetPositionColumns, toAssetPosition, type AssetPositionRow } from './assetState';

type SweepContext = Pick<AppContext, 'db' | 'config' | 'live' | 'geocoder'>;

interface SilentRow extends AssetPositionRow {
  id: string;
  tenant_id: string;
}

/**
 * Marks OutOfNetwork every asset whose device has sent nothing (not even an old buffered
 * position) for config.outOfNetworkMinutes, pushes the change live, and closes their trips, which
 * no further position will. Answers how many assets it marked.
 */
export async function sweepOutOfNetwork({ db, config, live, geocoder }: SweepContext): Promise<number> {
  const silent = await db.transaction(async (tx) => {
    // Assets being written by an ingestion batch right now are skipped: they are not silent.
    const rows = await tx.query<SilentRow>(sql`update asset_positions p set status = 'OutOfNetwork'
      from assets a
      where a.id = p.asset_id and p.asset_id in (
        select old.asset_id from asset_positions old join assets oa on oa.id = old.asset_id left join sensors s on s.id = oa.sensor_id
        where old.status <> 'OutOfNetwork'
          and coalesce(greatest(s.last_message_at, old.last_position_at), '-infinity')
            < now() - make_interval(secs => ${config.outOfNetworkMinutes * 60})
        order by old.asset_id
        for update of old skip locked)
      returning a.id, a.tenant_id, ${assetPositionColumns}`);
    return rows;
  });
  const withPosition = silent.filter((row) => row.latitude !== null && row.longitude !== null);
  await live.publish(...withPosition.map((row) => livePositionEvent({ assetId: row.id, tenantId: row.tenant_id }, toAssetPosition(row))));
  // One short transaction per asset, holding its row like an ingestion batch does, so that a
  // fleet falling silent at once never blocks ingestion for long.
  for (const row of withPosition) {
    await db.transaction(async (tx) => {
      await tx.query(sql`select 1 from asset_positions where asset_id = ${row.id} for update`);
      await recordTrips(tx, { assetId: row.id, tenantId: row.tenant_id }, config, { geocoder });
    });
  }
  return silent.length;
}
