import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';

/** Links sharing one asset's live position (Admins and Operators). */
export const listShares = (assetId: string) =>
  unwrapRequired(apiClients().api.GET('/locationShares', { params: { query: { assetId, sort: 'createdAt', order: 'desc', pageNumber: 1, pageSize: 20 } } }));
export const createShare = (assetId: string, expiresInMinutes: number) =>
  unwrapRequired(apiClients().api.POST('/locationShares', { body: { assetId, expiresInMinutes } }));
export const revokeShare = (id: string) => unwrapRequired(apiClients().api.DELETE('/locationShares/{id}', { params: { path: { id } } }));

/** The public page of a link: outside the signed-in console. */
export const sharedPageUrl = (token: string) => `${window.location.origin}/shared/${token}`;
