import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { findOwnedAsset } from '../repos/ownedAsset';
import { createShare, listShares, revokeShare } from '../sharing/locationShares';

/** Links sharing one asset's live position: made, listed and revoked by Admins and Operators (x-roles). */
export const locationShareRoutes: RouteModule = ({ db, config }) => ({
  async listLocationShares(request, reply) {
    const caller = callerOf(request);
    const { query } = request;
    const asset = query.assetId ? await findOwnedAsset(db, caller, query.assetId) : null;
    return sendPage(reply, await listShares(db, caller, query, asset?.id ?? null, config.responseMaxRows));
  },

  async createLocationShare(request) {
    const caller = callerOf(request);
    const asset = await findOwnedAsset(db, caller, request.body.assetId);
    return createShare(db, asset, caller.userId, request.body.expiresInMinutes);
  },

  revokeLocationShare: (request) => revokeShare(db, callerOf(request), request.params.id),
});
