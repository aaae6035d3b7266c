import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type ServicePlanState = components['schemas']['ServicePlanState'];
export type ServiceRecordInput = components['schemas']['ServiceRecordInput'];

/** Each plan of the asset and where it stands, overdue first. */
export const getAssetServiceStates = (id: string) =>
  unwrapRequired(apiClients().api.GET('/assets/{id}/service/states', { params: { path: { id }, query: { sort: 'state' } } }));
export const recordService = (id: string, body: ServiceRecordInput) =>
  unwrapRequired(apiClients().api.POST('/assets/{id}/service/records', { params: { path: { id } }, body }));
/** The first `size` plans due soon or overdue in the tenant, overdue first. */
export const getServiceDue = (size: number) =>
  unwrapRequired(apiClients().api.GET('/service/due', { params: { query: { sort: 'state', pageNumber: 1, pageSize: size } } }));
