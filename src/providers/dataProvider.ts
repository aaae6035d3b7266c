import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import type { ApiClients } from '../api/client';
import { ApiError, ERROR_MESSAGES, messageOf } from '../api/errors';
import type { components } from '../api/schema';
import { unwrap, unwrapRequired } from '../api/unwrap';
import { pageOnClient } from './clientPaging';
import { OPERATIONS } from '../api/operationTable';
import { endpointsOf, sortableFields, type OperationWith, type ResourceEndpoints } from './resourceEndpoints';
import { writeBody, type RequestBody } from './writableFields';

type GeofenceRuleInput = components['schemas']['GeofenceRuleInput'];
type DeviceCommandInput = components['schemas']['DeviceCommandInput'];
type PendingDeviceRegistration = components['schemas']['PendingDeviceRegistration'];
type CreatedUserResult = components['schemas']['CreatedUserResult'];
type ExportRecord = components['schemas']['ExportRecord'];

type CreateBody = RequestBody<NonNullable<ResourceEndpoints['create']>>;
type UpdateOperation = NonNullable<ResourceEndpoints['update']>;
type PutBody = RequestBody<UpdateOperation & OperationWith<'put'>>;
type PatchBody = RequestBody<UpdateOperation & OperationWith<'patch'>>;

interface CallResult {
  response: Response;
}

/**
 * The shape react-admin shows: a toast with the call's message, also for 400s (DECISIONS: Console rules, error
 * messages). A refused password's reason goes in `body.errors`, where react-admin's forms put it under the field.
 */
function displayable(error: unknown) {
  if (!(error instanceof ApiError)) return new HttpError(messageOf(error), undefined);
  const reasons = error.status === 400 ? (error.body as { errors?: { password?: unknown } } | null)?.errors?.password : undefined;
  const reason = Array.isArray(reasons) && typeof reasons[0] === 'string' ? reasons[0] : undefined;
  return new HttpError(error.message, error.status, reason ? { errors: { password: reason } } : undefined);
}

async function withDisplayableError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw displayable(error);
  }
}

function listQuery(endpoints: ResourceEndpoints, { pagination, sort, filter = {} }: GetListParams) {
  const { q, ...filters } = filter as Record<string, unknown>;
  const query: Record<string, unknown> = { ...filters };
  if (typeof q === 'string' && q.trim()) query.query = q.trim();
  if (pagination) Object.assign(query, { pageNumber: pagination.page, pageSize: pagination.perPage });
  if (sort && sortableFields(endpoints).includes(sort.field)) Object.assign(query, { sort: sort.field, order: sort.order.toLowerCase() });
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

const totalOf = (call: Promise<CallResult>) =>
  call.then(
    ({ response }) => response.headers.get('X-Total-Count'),
    () => null,
  );

/** Users come back from creation with the one-time password beside them: keep it on the record. */
const createdRecord = (resource: string, result: unknown): RaRecord =>
  resource === 'users'
    ? { ...(result as CreatedUserResult).user, temporaryPassword: (result as CreatedUserResult).temporaryPassword }
    : (result as RaRecord);

/**
 * The one data provider of the console: each react-admin resource goes to the spec's calls through
 * the typed clients (see resourceEndpoints.ts). Lists use the server's paging, sorting and filters
 * when it answers X-Total-Count, and page in the browser otherwise.
 */
export function createDataProvider(clients: () => ApiClients) {
  const clientOf = (endpoints: ResourceEndpoints) => clients()[endpoints.base];
  const required = <T>(path: T | undefined, resource: string, call: string): T => {
    if (path === undefined) throw new Error(`The API has no ${call} call for ${resource}`);
    return path;
  };
  const withId = (id: Identifier) => ({ params: { path: { id: String(id) } } });

  const getList = async (resource: string, params: GetListParams) => {
    const endpoints = endpointsOf(resource);
    const call = clientOf(endpoints).GET(OPERATIONS[endpoints.list].path, { params: { query: listQuery(endpoints, params) } });
    const rows = ((await unwrap(call)) ?? []) as RaRecord[];
    const total = await totalOf(call);
    return total === null ? pageOnClient(rows, params) : { data: rows, total: Number(total) };
  };

  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
    const endpoints = endpointsOf(resource);
    if (endpoints.one) return (await unwrapRequired(clientOf(endpoints).GET(OPERATIONS[endpoints.one].path, withId(id)))) as RaRecord;
    const { data } = await getList(resource, {});
    const found = data.find((record) => record.id === id);
    if (!found) throw new ApiError(404, { error: ERROR_MESSAGES.default });
    return found;
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>): Promise<RaRecord> => {
    const endpoints = endpointsOf(resource);
    const operation = OPERATIONS[required(endpoints.update, resource, 'update')];
    const fields = endpoints.fields ?? [];
    const client = clientOf(endpoints);
    const updated =
      operation.method === 'put'
        ? await unwrapRequired(client.PUT(operation.path, { ...withId(id), body: writeBody<PutBody>(data, fields) }))
        : await unwrapRequired(client.PATCH(operation.path, { ...withId(id), body: writeBody<PatchBody>(data, fields) }));
    return updated as RaRecord;
  };

  const remove = async (resource: string, id: Identifier) => {
    const endpoints = endpointsOf(resource);
    await unwrap(clientOf(endpoints).DELETE(OPERATIONS[required(endpoints.remove, resource, 'delete')].path, withId(id)));
  };

  const api = () => clients().api;

  // react-admin's record types are generic per call; the records here are whatever the contract answers.
  const crudMethods = {
    getList: (resource, params) => withDisplayableError(() => getList(resource, params)),
    getOne: (resource, { id }) => withDisplayableError(async () => ({ data: await getOne(resource, id) })),
    getMany: (resource, { ids }) => withDisplayableError(async () => ({ data: await Promise.all(ids.map((id) => getOne(resource, id))) })),
    getManyReference: (resource, { target, id, filter, ...params }) =>
      withDisplayableError(() => getList(resource, { ...params, filter: { ...filter, [target]: id } })),
    create: (resource, { data }) =>
      withDisplayableError(async () => {
        const endpoints = endpointsOf(resource);
        const body = writeBody<CreateBody>({ ...data, ...endpoints.createDefaults }, endpoints.fields ?? []);
        const result = await unwrapRequired(
          clientOf(endpoints).POST(OPERATIONS[required(endpoints.create, resource, 'create')].path, { body }),
        );
        return { data: createdRecord(resource, result) };
      }),
    update: (resource, { id, data }) => withDisplayableError(async () => ({ data: await update(resource, id, data) })),
    updateMany: (resource, { ids, data }) =>
      withDisplayableError(async () => ({ data: (await Promise.all(ids.map((id) => update(resource, id, data)))).map((r) => r.id) })),
    delete: (resource, { id, previousData }) =>
      withDisplayableError(async () => {
        await remove(resource, id);
        return { data: previousData ?? { id } };
      }),
    deleteMany: (resource, { ids }) =>
      withDisplayableError(async () => {
        await Promise.all(ids.map((id) => remove(resource, id)));
        return { data: ids };
      }),
  } as DataProvider;

  return {
    ...crudMethods,
    /** The tenant's geofence alert settings (GET /rule/geofence). */
    getGeofenceRule: () => withDisplayableError(() => unwrapRequired(api().GET('/rule/geofence'))),
    /** Saves the tenant's geofence alert settings (PUT /rule/geofence). */
    updateGeofenceRule: (body: GeofenceRuleInput) => withDisplayableError(() => unwrapRequired(api().PUT('/rule/geofence', { body }))),
    /** A device's commands, newest first (GET /devices/{id}/commands). */
    getDeviceCommands: (deviceId: Identifier, { page, perPage }: { page: number; perPage: number }) =>
      withDisplayableError(async () => {
        const call = api().GET('/devices/{id}/commands', {
          params: { path: { id: String(deviceId) }, query: { pageNumber: page, pageSize: perPage, sort: 'createdAt', order: 'desc' } },
        });
        return { data: (await unwrap(call)) ?? [], total: Number((await totalOf(call)) ?? 0) };
      }),
    /** A device's last frames, unknown packet types and connections (GET /devices/{id}/diagnostics). */
    getDeviceDiagnostics: (deviceId: Identifier) =>
      withDisplayableError(() => unwrapRequired(api().GET('/devices/{id}/diagnostics', { params: { path: { id: String(deviceId) } } }))),
    /** A webhook's deliveries, newest first (GET /webhooks/{id}/deliveries). */
    getWebhookDeliveries: (webhookId: Identifier, { page, perPage }: { page: number; perPage: number }) =>
      withDisplayableError(async () => {
        const call = api().GET('/webhooks/{id}/deliveries', {
          params: { path: { id: String(webhookId) }, query: { pageNumber: page, pageSize: perPage } },
        });
        return { data: (await unwrap(call)) ?? [], total: Number((await totalOf(call)) ?? 0) };
      }),
    /** Sends (or queues) a command to a device (POST /devices/{id}/commands). */
    sendDeviceCommand: (deviceId: Identifier, body: DeviceCommandInput) =>
      withDisplayableError(() =>
        unwrapRequired(api().POST('/devices/{id}/commands', { params: { path: { id: String(deviceId) } }, body })),
      ),
    /** Tells the audit log that the user exported a list or report (POST /audit/exports). */
    recordExport: (body: ExportRecord) => withDisplayableError(() => unwrapRequired(api().POST('/audit/exports', { body }))),
    /** Registers a pending device in the caller's tenant (POST /pendingDevices/{id}/register); answers the device. */
    registerPendingDevice: (id: Identifier, body: PendingDeviceRegistration) =>
      withDisplayableError(() =>
        unwrapRequired(api().POST('/pendingDevices/{id}/register', { params: { path: { id: String(id) } }, body })),
      ),
  };
}

export type FleetDataProvider = ReturnType<typeof createDataProvider>;
