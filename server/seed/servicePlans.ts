import type { Queryable } from '../db/engine';
import { insertRow } from '../repos/rowWrites';
import type { SeededAsset } from './fleetFactory';

const dayMs = 86_400_000;
/** The yearly inspection was done this many days ago: 20 days are left, within the 30 days' margin. */
const inspectedDaysAgo = 345;

/**
 * A yearly inspection on the first asset of each tenant, last done 345 days ago, so that the demo's
 * dashboard card and the asset's page show a plan due soon (judged by the calendar alone, whatever the odometer).
 */
export async function seedServicePlans(tx: Queryable, assets: readonly SeededAsset[], now = new Date()): Promise<void> {
  const firsts = new Map<string, SeededAsset>();
  for (const asset of assets) if (!firsts.has(asset.tenantId)) firsts.set(asset.tenantId, asset);
  const servicedOn = new Date(now.getTime() - inspectedDaysAgo * dayMs).toISOString().slice(0, 10);
  for (const asset of firsts.values()) {
    const planId = await insertRow(tx, 'service_plans', {
      tenant_id: asset.tenantId,
      name: 'Yearly inspection',
      asset_id: asset.id,
      every_days: 365,
      due_soon_days: 30,
    });
    await insertRow(tx, 'service_records', {
      tenant_id: asset.tenantId,
      asset_id: asset.id,
      plan_id: planId,
      serviced_on: servicedOn,
      cost: 180,
      notes: 'Inspection passed',
      recorded_by: 'demo',
    });
  }
}
