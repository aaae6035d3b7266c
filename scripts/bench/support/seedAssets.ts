import type { Db } from '../../../server/db/engine';
import { berlin } from '../../../server/seed/cities';
import { insertFleet } from '../../../server/seed/fleet';
import { assetModels, seedCatalog } from '../../../server/seed/fleetCatalog';
import { buildFleet } from '../../../server/seed/fleetFactory';

/**
 * Adds `count` assets to a tenant, each with a device and most with a driver, like the demo fleet
 * (multi-row inserts: 10,000 assets take a few seconds), then refreshes the planner's statistics
 * of their tables as autovacuum would. Answers the new assets' ids.
 */
export async function seedAssets(db: Db, tenantId: string, count: number): Promise<string[]> {
  const rows = await db.transaction(async (tx) => {
    const fleet = buildFleet(
      {
        tenantId,
        city: berlin,
        prefix: `bench${Date.now().toString(36)}`,
        count,
        mix: Object.fromEntries(assetModels.map((model) => [model.name, 1])),
        seed: count,
      },
      await seedCatalog(tx),
    );
    await insertFleet(tx, fleet);
    return fleet;
  });
  await db.exec('vacuum analyze assets, sensors, drivers');
  return rows.seeded.map((asset) => asset.id);
}
