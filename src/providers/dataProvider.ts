import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import type { ApiClients } from '../api/client';
import { ApiError, ERROR_MESSAGES, messageOf } from '../api/errors';
import type { components } from '../api/schema';
import { unwrap, unwrapRequired } from '../api/unwrap';
import { pageOnClient } from './clientPaging';
import { endpointsOf, type ResourceEndpoints } from './resourceEndpoints';
import { writeBody } from './writableFields';

type GeofenceRuleInput = components['schemas']['GeofenceRuleInput'];
type CreatedUserResult = components['schemas']['CreatedUserResult'];

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}
type Init = { params?: { path?: { id: Identifier }; query?: Record<string, unknown> }; body?: unknown };
/** The typed clients seen through paths the endpoint table has already checked against the contract. */
type PathClient = Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', (path: string, init?: Init) => Promise<CallResult>>;

/** The shape react-admin shows: a toast with the catalogue message (spec section 8), also for 400s. */
const displayable = (error: unknown) => new HttpError(messageOf(error), error instanceof ApiError ? error.status : undefined);

async function shown<T>(work: () => Promise<T>): Promise<T> {
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
  if (sort && endpoints.sortable.includes(sort.field)) Object.assign(query, { sort: sort.field, order: sort.order.toLowerCase() });
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
  const clientOf = (endpoints: ResourceEndpoints) => clients()[endpoints.base] as unknown as PathClient;
  const required = <T>(path: T | undefined, resource: string, call: string): T => {
    if (path === undefined) throw new Error(`The API has no ${call} call for ${resource}`);
    return path;
  };
  const withId = (id: Identifier) => ({ params: { path: { id } } });

  const getList = async (resource: string, params: GetListParams) => {
    const endpoints = endpointsOf(resource);
    const call = clientOf(endpoints).GET(endpoints.list, { params: { query: listQuery(endpoints, params) } });
    const rows = ((await unwrap(call)) ?? []) as RaRecord[];
    const total = await totalOf(call);
    return total === null ? pageOnClient(rows, params) : { data: rows, total: Number(total) };
  };

  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
    const endpoints = endpointsOf(resource);
    if (endpoints.one) return (await unwrapRequired(clientOf(endpoints).GET(endpoints.one, withId(id)))) as RaRecord;
    const { data } = await getList(resource, {});
    const found = data.find((record) => record.id === id);
    if (!found) throw new ApiError(404, { error: ERROR_MESSAGES.default });
    return found;
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>): Promise<RaRecord> => {
    const endpoints = endpointsOf(resource);
    const { method, path } = required(endpoints.update, resource, 'update');
    const body = writeBody(data, endpoints.fields ?? []);
    return (await unwrapRequired(clientOf(endpoints)[method](path, { ...withId(id), body }))) as RaRecord;
  };

  const remove = async (resource: string, id: Identifier) => {
    const endpoints = endpointsOf(resource);
    await unwrap(clientOf(endpoints).DELETE(required(endpoints.remove, resource, 'delete'), withId(id)));
  };

  const api = () => clients().api;

  // react-admin's record types are generic per call; the records here are whatever the contract answers.
  const standard = {
    getList: (resource, params) => shown(() => getList(resource, params)),
    getOne: (resource, { id }) => shown(async () => ({ data: await getOne(resource, id) })),
    getMany: (resource, { ids }) => shown(async () => ({ data: await Promise.all(ids.map((id) => getOne(resource, id))) })),
    getManyReference: (resource, { target, id, filter, ...params }) =>
      shown(() => getList(resource, { ...params, filter: { ...filter, [target]: id } })),
    create: (resource, { data }) =>
      shown(async () => {
        const endpoints = endpointsOf(resource);
        const body = { ...endpoints.createDefaults, ...writeBody(data, endpoints.fields ?? []) };
        const result = await unwrapRequired(clientOf(endpoints).POST(required(endpoints.create, resource, 'create'), { body }));
        return { data: createdRecord(resource, result) };
      }),
    update: (resource, { id, data }) => shown(async () => ({ data: await update(resource, id, data) })),
    updateMany: (resource, { ids, data }) =>
      shown(async () => ({ data: (await Promise.all(ids.map((id) => update(resource, id, data)))).map((r) => r.id) })),
    delete: (resource, { id, previousData }) =>
      shown(async () => {
        await remove(resource, id);
        return { data: previousData ?? { id } };
      }),
    deleteMany: (resource, { ids }) =>
      shown(async () => {
        await Promise.all(ids.map((id) => remove(resource, id)));
        return { data: ids };
      }),
  } as DataProvider;

  return {
    ...standard,
    /** The tenant's geofence alert settings (GET /rule/geofence). */
    getGeofenceRule: () => shown(() => unwrapRequired(api().GET('/rule/geofence'))),
    /** Saves the tenant's geofence alert settings (PUT /rule/geofence). */
    updateGeofenceRule: (body: GeofenceRuleInput) => shown(() => unwrapRequired(api().PUT('/rule/geofence', { body }))),
  };
}

export type FleetDataProvider = ReturnType<typeof createDataProvider>;
