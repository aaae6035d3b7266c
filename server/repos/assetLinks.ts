import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { assertSameTenant } from '../auth/tenancy';
import type { RowValues } from './rowWrites';

/** The columns of assets that link an asset to its device and to its driver (each unique). */
export type AssetLink = 'sensor_id' | 'driver_id';

/**
 * assets.sensor_id and assets.driver_id are the one place that says which device and driver an
 * asset has. Before `targetId` is linked to `keepAssetId` (or to no asset), any other asset
 * holding it lets go, in the caller's transaction, so a device or driver is never on two assets.
 */
export async function releaseFromOtherAssets(tx: Queryable, link: AssetLink, targetId: string, keepAssetId: string | null) {
  await tx.query(sql`update assets set ${raw(link)} = null, updated_at = now()
    where ${raw(link)} = ${targetId} and id is distinct from ${keepAssetId}`);
}

/** Fits a device or driver to `assetId` (replacing the one it had), or to no asset when null. */
export async function linkToAsset(tx: Queryable, link: AssetLink, targetId: string, assetId: string | null) {
  await releaseFromOtherAssets(tx, link, targetId, assetId);
  if (assetId) await tx.query(sql`update assets set ${raw(link)} = ${targetId}, updated_at = now() where id = ${assetId}`);
}

/**
 * The parts of a tenant record's spec (see tenantRecords) for records fitted to one asset at a
 * time, devices and drivers: the asset named must be the tenant's, and the link is kept on assets.
 */
export const fittedToAsset = <Input extends { assetId?: string | null }>(link: AssetLink, values: (input: Input) => RowValues) => ({
  values: async (db: Queryable, input: Input, tenantId: string) => {
    await assertSameTenant(db, 'assets', input.assetId, tenantId, 'assetId');
    return values(input);
  },
  afterWrite: (tx: Queryable, id: string, input: Input) => linkToAsset(tx, link, id, input.assetId ?? null),
});
