import { createHash, randomBytes } from 'node:crypto';
import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import { assetScope, tenantScope, type Caller } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { listRows, mapPage, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import type { OwnedAsset } from '../repos/ownedAsset';

/** 256 random bits: unguessable, and a link is worth no more than its token. */
export const newShareToken = () => randomBytes(32).toString('base64url');
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface LocationShareRow {
  id: string;
  asset_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  created_by: string | null;
}

export const shareColumns = sql`s.id, s.asset_id, s.created_at, s.expires_at, s.revoked_at, u.email as created_by`;
export const shareFrom = sql`location_shares s left join users u on u.id = s.created_by`;

export const toLocationShare = (row: LocationShareRow): Schema<'LocationShare'> => ({
  id: row.id,
  assetId: row.asset_id,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  createdBy: row.created_by,
});

/** A link that still holds: known, not revoked, not expired. Asked again on every request. */
export interface LiveShare {
  id: string;
  assetId: string;
  tenantId: string;
  expiresAt: Date;
}

export async function findLiveShare(db: Queryable, token: string): Promise<LiveShare | null> {
  const [row] = await db.query<{ id: string; asset_id: string; tenant_id: string; expires_at: Date }>(
    sql`select id, asset_id, tenant_id, expires_at from location_shares
      where token_hash = ${shareTokenHash(token)} and revoked_at is null and expires_at > now()`,
  );
  return row ? { id: row.id, assetId: row.asset_id, tenantId: row.tenant_id, expiresAt: row.expires_at } : null;
}

/** Whether the link is still live, by id (the stream's periodic check). */
export async function shareStillLive(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(sql`select 1 from location_shares where id = ${id} and revoked_at is null and expires_at > now()`);
  return rows.length > 0;
}

export interface SharedAssetRow {
  name: string;
  latitude: number | null;
  longitude: number | null;
  last_position_at: Date | null;
}

/** The shared asset's name and latest position; undefined when the asset is gone from the link's tenant. */
export async function sharedAsset(db: Queryable, share: LiveShare): Promise<SharedAssetRow | undefined> {
  const [row] = await db.query<SharedAssetRow>(
    sql`select a.name, p.latitude, p.longitude, p.last_position_at from assets a join asset_positions p on p.asset_id = a.id
      where a.id = ${share.assetId} and a.tenant_id = ${share.tenantId}`,
  );
  return row;
}

/** The caller's links, of one asset when `assetId` is given; newest first unless the caller sorts. */
export const listShares = async (
  db: Queryable,
  caller: Caller,
  params: ListParams,
  assetId: string | null,
  maxRows: number,
): Promise<Page<Schema<'LocationShare'>>> =>
  mapPage(
    await listRows<LocationShareRow>(
      db,
      {
        columns: shareColumns,
        from: shareFrom,
        where: [tenantScope(caller, 's.tenant_id'), assetScope(caller, 's.asset_id'), ...(assetId ? [sql`s.asset_id = ${assetId}`] : [])],
        sortable: sortableFields<'listLocationShares'>({ createdAt: 'created_at', expiresAt: 'expires_at' }),
        defaultSort: 'createdAt',
      },
      { order: 'desc', ...params },
      maxRows,
    ),
    toLocationShare,
  );

/** A new link to the asset's position, valid for `minutes`; the token is answered once and stored only as its hash. */
export async function createShare(
  db: Queryable,
  asset: OwnedAsset,
  userId: string,
  minutes: number,
): Promise<Schema<'CreatedLocationShare'>> {
  const token = newShareToken();
  const [row] = await db.query<LocationShareRow>(sql`with made as (
      insert into location_shares (tenant_id, asset_id, token_hash, created_by, expires_at)
      values (${asset.tenant_id}, ${asset.id}, ${shareTokenHash(token)}, ${userId}, now() + make_interval(mins => ${minutes}))
      returning *)
    select ${shareColumns} from made s left join users u on u.id = s.created_by`);
  return { share: toLocationShare(row), token };
}

/** Revokes the caller's link (a revoked one keeps its first revocation time); 404 when it is not theirs. */
export async function revokeShare(db: Queryable, caller: Caller, id: string): Promise<Schema<'LocationShare'>> {
  const [row] = await db.query<LocationShareRow>(sql`with revoked as (
      update location_shares set revoked_at = coalesce(revoked_at, now())
      where id = ${id} and ${tenantScope(caller)} returning *)
    select ${shareColumns} from revoked s left join users u on u.id = s.created_by`);
  if (!row) throw notFound('Location share');
  return toLocationShare(row);
}
