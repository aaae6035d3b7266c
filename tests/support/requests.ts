import type { Fixtures, Kind } from './fixtures';
import { accounts } from './api';
import type { Operation, Parameter, Role } from './contract';
import { validBody } from './validBodies';

/** Which record the `{id}` of each path names. A new path with an id fails until it is listed here. */
const idKinds: [RegExp, Kind][] = [
  [/^\/alert\/\{id\}\/AlertTrigger$/, 'alertTrigger'],
  [/^\/alert\/\{id\}$/, 'alert'],
  [/^\/assets\/models\/\{id\}$/, 'assetModel'],
  [/^\/assets\/\{id\}(\/|$)/, 'asset'],
  [/^\/sensors\/models\/\{id\}$/, 'sensorModel'],
  [/^\/sensors\/\{id\}$/, 'sensor'],
  [/^\/devices\/\{id\}\/(commands|diagnostics)$/, 'sensor'],
  [/^\/pendingDevices\/\{id\}(\/|$)/, 'pendingDevice'],
  [/^\/drivers\/\{id\}(\/|$)/, 'driver'],
  [/^\/geofences\/\{id\}$/, 'geofence'],
  [/^\/places\/\{id\}$/, 'place'],
  [/^\/assetGroups\/\{id\}$/, 'assetGroup'],
  [/^\/service\/plans\/\{id\}$/, 'servicePlan'],
  [/^\/service\/records\/\{id\}$/, 'serviceRecord'],
  [/^\/users\/\{id\}$/, 'user'],
  [/^\/tenants\/\{id\}$/, 'tenant'],
  [/^\/tenants\/\{id\}\/(two-factor|audit-retention|sso|fuel-settings)$/, 'tenant'],
  [/^\/tenants\/\{id\}\/driving-settings$/, 'ownTenant'],
  [/^\/apiKeys\/\{id\}$/, 'apiKey'],
  [/^\/users\/me\/apiKeys\/\{id\}$/, 'personalApiKey'],
  [/^\/locationShares\/\{id\}$/, 'locationShare'],
  [/^\/trips\/\{id\}$/, 'trip'],
  [/^\/reports\/schedules\/\{id\}$/, 'reportSchedule'],
  [/^\/webhooks\/\{id\}(\/|$)/, 'webhook'],
];

export function kindOfPath(path: string): Kind {
  const match = idKinds.find(([pattern]) => pattern.test(path));
  if (!match) throw new Error(`No fixture kind for the id in ${path}: add it to tests/support/requests.ts`);
  return match[1];
}

/** The least powerful role the contract lets call the operation (a tenant's user where possible); null when public. */
export function callerRole(op: Operation): Role | null {
  if (op.roles.includes('public')) return null;
  const role = (['Viewer', 'Operator', 'Admin', 'SysAdmin'] as const).find((candidate) => op.roles.includes(candidate));
  if (!role) throw new Error(`${op.operationId} has no known role in x-roles`);
  return role;
}

/** An example for a required query parameter, from its schema. */
function exampleValue(parameter: Parameter): string {
  const { schema } = parameter;
  if (schema.format === 'date-time') return new Date(Date.now() - (parameter.name === 'to' ? 0 : 3600_000)).toISOString();
  if (schema.format === 'email') return accounts.viewer.email;
  // No record has this id: the operation answers its 404.
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  throw new Error(`No example for the required parameter ${parameter.name}: add one to tests/support/requests.ts`);
}

export interface PreparedRequest {
  method: string;
  /** Path with its ids and required query parameters filled in. */
  url: string;
  body?: Record<string, unknown>;
}

/**
 * A request the operation accepts: ids of real records of the fixtures' tenant (a fresh one when
 * the request would use it up, e.g. a delete), required query parameters and a valid body.
 */
export async function validRequest(op: Operation, fixtures: Fixtures, options: { fresh?: boolean } = {}): Promise<PreparedRequest> {
  let path = op.path;
  if (path.includes('{id}')) {
    const kind = kindOfPath(op.path);
    const record = options.fresh ? await fixtures.fresh(kind) : await fixtures.shared(kind);
    path = path.replace('{id}', record.id);
  }
  const query = new URLSearchParams(
    op.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, exampleValue(parameter)]),
  ).toString();
  const body = op.bodySchemaName ? await validBody(op.bodySchemaName, fixtures.fixtureId) : undefined;
  return { method: op.method, url: query ? `${path}?${query}` : path, body };
}
