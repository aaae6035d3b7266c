import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../server/db/engine';
import type { apiClient } from './api';
import { operation, type Role } from './contract';
import { insertAlert, insertAsset, insertPendingDevice, insertTrip } from './records';
import { validBody } from './validBodies';

export type Kind =
  | 'asset'
  | 'sensor'
  | 'pendingDevice'
  | 'driver'
  | 'geofence'
  | 'place'
  | 'assetGroup'
  | 'servicePlan'
  | 'serviceRecord'
  | 'alertTrigger'
  | 'alert'
  | 'trip'
  | 'user'
  | 'tenant'
  /** The tenant of the Admin, Operator and Viewer themselves, for its settings every role reads. */
  | 'ownTenant'
  | 'assetModel'
  | 'sensorModel'
  | 'reportSchedule'
  | 'locationShare'
  | 'webhook'
  | 'apiKey'
  | 'personalApiKey';

export type Fixture = { id: string } & Record<string, unknown>;

/** Records made through the API: the operation that creates them and who calls it. */
const madeByApi: Partial<
  Record<Kind, { operationId: string; role: Role; record?: (body: Record<string, unknown>) => Fixture; parent?: Kind }>
> = {
  asset: { operationId: 'createAsset', role: 'Operator' },
  sensor: { operationId: 'createSensor', role: 'Operator' },
  driver: { operationId: 'createDriver', role: 'Operator' },
  geofence: { operationId: 'createGeofence', role: 'Operator' },
  place: { operationId: 'createPlace', role: 'Operator' },
  assetGroup: { operationId: 'createAssetGroup', role: 'Admin' },
  servicePlan: { operationId: 'createServicePlan', role: 'Operator' },
  // On the shared asset, whose shared plan its body names.
  serviceRecord: { operationId: 'createServiceRecord', role: 'Operator', parent: 'asset' },
  alertTrigger: { operationId: 'createAlertTrigger', role: 'Operator' },
  user: { operationId: 'createUser', role: 'Admin', record: (body) => body.user as Fixture },
  tenant: { operationId: 'createTenant', role: 'SysAdmin' },
  assetModel: { operationId: 'createAssetModel', role: 'SysAdmin' },
  sensorModel: { operationId: 'createSensorModel', role: 'SysAdmin' },
  // A user's own: the Viewer, the least powerful role that may mail itself reports.
  reportSchedule: { operationId: 'createReportSchedule', role: 'Viewer' },
  locationShare: { operationId: 'createLocationShare', role: 'Operator', record: (body) => body.share as Fixture },
  webhook: { operationId: 'createWebhook', role: 'Admin' },
  apiKey: { operationId: 'createApiKey', role: 'Admin' },
  // The Viewer's own, as every operation on personal keys is called by the least powerful role.
  personalApiKey: { operationId: 'createMyApiKey', role: 'Viewer' },
};

export interface FixtureWorld {
  api: ReturnType<typeof apiClient>;
  db: Queryable;
  tokens: Record<Role, string>;
  /** The tenant of the Admin, Operator and Viewer, where every tenant-owned fixture lives. */
  tenantId: string;
}

/** Records of every kind in one tenant, for requests that need a real id: made on first use, or fresh. */
export function createFixtures(world: FixtureWorld) {
  const cache = new Map<Kind, Promise<Fixture>>();

  async function fresh(kind: Kind): Promise<Fixture> {
    if (kind === 'alert' || kind === 'trip') {
      const assetId = await insertAsset(world.db, world.tenantId, `Van ${randomUUID().slice(0, 8)}`);
      const insert =
        kind === 'alert' ? insertAlert(world.db, { tenantId: world.tenantId, assetId }) : insertTrip(world.db, world.tenantId, assetId);
      return { id: await insert, assetId };
    }
    if (kind === 'pendingDevice') return { id: await insertPendingDevice(world.db) };
    if (kind === 'ownTenant') return { id: world.tenantId };
    const maker = madeByApi[kind];
    if (!maker) throw new Error(`No way to make a ${kind} fixture`);
    const op = operation(maker.operationId);
    // The answer of whichever operation makes this kind: a record, or one wrapping it (`record`).
    const path = maker.parent ? op.path.replace('{id}', await fixtureId(maker.parent)) : op.path;
    const response = await world.api.call<Record<string, unknown>>(op.method, path, {
      token: world.tokens[maker.role],
      body: await validBody(op.bodySchemaName as string, fixtureId),
    });
    if (response.status !== 200) {
      throw new Error(`Could not make a ${kind} through ${op.operationId}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return maker.record ? maker.record(response.body) : (response.body as Fixture);
  }

  function shared(kind: Kind): Promise<Fixture> {
    if (!cache.has(kind)) cache.set(kind, fresh(kind));
    return cache.get(kind) as Promise<Fixture>;
  }

  async function fixtureId(kind: Kind): Promise<string> {
    return (await shared(kind)).id;
  }

  return { fresh, shared, fixtureId };
}

export type Fixtures = ReturnType<typeof createFixtures>;
