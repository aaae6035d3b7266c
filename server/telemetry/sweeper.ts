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
    const rows = await tx.query<SilentRow>(sql`update assets a set status = 'OutOfNetwork'
      where a.id in (
        select old.id from assets old left join sensors s on s.id = old.sensor_id
        where old.status <> 'OutOfNetwork'
          and coalesce(greatest(s.last_message_at, old.last_position_at), '-infinity')
            < now() - make_interval(secs => ${config.outOfNetworkMinutes * 60})
        order by old.id
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
      await tx.query(sql`select 1 from assets where id = ${row.id} for update`);
      await recordTrips(tx, { assetId: row.id, tenantId: row.tenant_id }, config, { geocoder });
    });
  }
  return silent.length;
}

const sweepEveryMs = 30_000;

/** Sweeps every 30 s; the returned function stops it. */
export function startSweeper(context: SweepContext, log: (line: string) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepOutOfNetwork(context).catch((error) => log(`out-of-network sweep failed: ${error instanceof Error ? error.message : error}`));
  }, sweepEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
