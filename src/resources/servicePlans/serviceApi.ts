import { apiClients } from '../../api/client';
import type { components, operations } from '../../api/schema';
import { unwrap, unwrapRequired } from '../../api/unwrap';
import { pagedCall } from '../../map/pagedCall';

export type ServicePlanState = components['schemas']['ServicePlanState'];
export type ServiceRecordInput = components['schemas']['ServiceRecordInput'];
export type ServiceRecord = components['schemas']['ServiceRecord'];
export type ServiceRecordsQuery = NonNullable<operations['listServiceRecords']['parameters']['query']>;

/** Each plan of the asset and where it stands, overdue first. */
export const getAssetServiceStates = (id: string) =>
  unwrapRequired(apiClients().api.GET('/assets/{id}/service/states', { params: { path: { id }, query: { sort: 'state' } } }));
export const recordService = (id: string, body: ServiceRecordInput) =>
  unwrapRequired(apiClients().api.POST('/assets/{id}/service/records', { params: { path: { id } }, body }));
/** A page of the services done on the asset, with their total. */
export const getServiceRecords = (id: string, query: ServiceRecordsQuery) =>
  pagedCall(apiClients().api.GET('/assets/{id}/service/records', { params: { path: { id }, query } }));
export const updateServiceRecord = (id: string, body: ServiceRecordInput) =>
  unwrapRequired(apiClients().api.PUT('/service/records/{id}', { params: { path: { id } }, body }));
export const deleteServiceRecord = (id: string) => unwrap(apiClients().api.DELETE('/service/records/{id}', { params: { path: { id } } }));
/** The first `size` plans due soon or overdue in the tenant, overdue first. */
export const getServiceDue = (size: number) =>
  unwrapRequired(apiClients().api.GET('/service/due', { params: { query: { sort: 'state', pageNumber: 1, pageSize: size } } }));
