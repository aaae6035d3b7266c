import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { operation, operations, type Operation } from '../support/contract';
import { startSuite, type Persona, type Suite } from '../support/suite';
import type { Fixture, Kind } from '../support/fixtures';
import { validBody } from '../support/validBodies';

/**
 * Each tenant-owned resource: where one record lives, how its tenant lists them, who owns the
 * record and who of the other tenant tries to reach it.
 */
interface Resource {
  kind: Kind;
  item: string;
  list: string;
  owner: Persona;
  intruder: Persona;
  /** The record the intruder tries to reach. */
  record: (suite: Suite) => Promise<Fixture>;
  /** The owner's list of the record, when it lies under another record (answering 404 to the intruder with it). */
  listUrl?: (record: Fixture) => string;
}

const acmeRecord = (kind: Kind) => (suite: Suite) => suite.fixtures.shared(kind);

const resources: Resource[] = [
  { kind: 'asset', item: '/assets/{id}', list: 'listAssets', owner: 'Operator', intruder: 'Globex', record: acmeRecord('asset') },
  { kind: 'sensor', item: '/sensors/{id}', list: 'listSensors', owner: 'Operator', intruder: 'Globex', record: acmeRecord('sensor') },
  { kind: 'driver', item: '/drivers/{id}', list: 'listDrivers', owner: 'Operator', intruder: 'Globex', record: acmeRecord('driver') },
  {
    kind: 'geofence',
    item: '/geofences/{id}',
    list: 'listGeofences',
    owner: 'Operator',
    intruder: 'Globex',
    record: acmeRecord('geofence'),
  },
  { kind: 'place', item: '/places/{id}', list: 'listPlaces', owner: 'Operator', intruder: 'Globex', record: acmeRecord('place') },
  {
    kind: 'servicePlan',
    item: '/service/plans/{id}',
    list: 'listServicePlans',
    owner: 'Operator',
    intruder: 'Globex',
    record: acmeRecord('servicePlan'),
  },
  {
    kind: 'serviceRecord',
    item: '/service/records/{id}',
    list: 'listServiceRecords',
    owner: 'Operator',
    intruder: 'Globex',
    record: acmeRecord('serviceRecord'),
    listUrl: (record) => `/assets/${record.assetId as string}/service/records`,
  },
  {
    kind: 'alertTrigger',
    item: '/alert/{id}/AlertTrigger',
    list: 'listAlertTriggers',
    owner: 'Operator',
    intruder: 'Globex',
    record: acmeRecord('alertTrigger'),
  },
  { kind: 'alert', item: '/alert/{id}', list: 'listAlerts', owner: 'Operator', intruder: 'Globex', record: acmeRecord('alert') },
  {
    kind: 'personalApiKey',
    item: '/users/me/apiKeys/{id}',
    list: 'listMyApiKeys',
    owner: 'Viewer',
    intruder: 'Globex',
    record: acmeRecord('personalApiKey'),
  },
  // Groups are written by Admins only: an Acme admin reaching for a group a SysAdmin made in Globex.
  {
    kind: 'assetGroup',
    item: '/assetGroups/{id}',
    list: 'listAssetGroups',
    owner: 'SysAdmin',
    intruder: 'Admin',
    record: async (suite) => {
      const made = await suite.api.call<Fixture>('POST', '/assetGroups', {
        token: suite.tokens.SysAdmin,
        body: { name: 'Globex depot', tenantId: suite.users.Globex.tenantId },
      });
      return made.body;
    },
  },
  // Users: an Acme admin reaching for Globex's operator; a SysAdmin sees that it is intact.
  {
    kind: 'user',
    item: '/users/{id}',
    list: 'listUsers',
    owner: 'SysAdmin',
    intruder: 'Admin',
    record: async (suite) => ({ id: suite.users.Globex.id, tenantId: suite.users.Globex.tenantId }),
  },
];

const actions: Record<string, string> = { GET: 'read', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The contract's read, update and delete calls on one record of each resource. */
const attempts = resources.flatMap((resource) =>
  operations
    .filter((op) => op.path === resource.item && actions[op.method])
    .map((op) => ({
      resource,
      op,
      intruder: resource.intruder,
      action: actions[op.method],
      kind: resource.kind,
      operationId: op.operationId,
    })),
);

describe.each(behaviourEngines)('tenant isolation, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const call = <Answer = unknown>(op: Operation, persona: Persona, url: string, body?: unknown) =>
    suite.api.call<Answer>(op.method, url, { token: suite.tokens[persona], body });

  /** The record as its owner sees it: by its own read call, or from the list when there is none. */
  async function ownersView(resource: Resource, record: Fixture) {
    const read = operations.find((op) => op.path === resource.item && op.method === 'GET');
    if (read) return (await call(read, resource.owner, read.path.replace('{id}', record.id))).body;
    const list = operation(resource.list);
    const url = resource.listUrl?.(record) ?? list.path;
    return (await call<Fixture[]>(list, resource.owner, url)).body.find((row) => row.id === record.id);
  }

  it('covers read, update and delete of every resource wherever the contract has them', () => {
    for (const resource of resources)
      expect(
        attempts.some((attempt) => attempt.resource === resource),
        resource.kind,
      ).toBe(true);
  });

  it.each(attempts)("$intruder may not $action another tenant's $kind ($operationId): 404, the record intact", async ({ resource, op }) => {
    const record = await resource.record(suite);
    const before = await ownersView(resource, record);
    expect(before, `the ${resource.kind} exists for its owner`).toMatchObject({ id: record.id });

    const body = op.bodySchemaName ? await validBody(op.bodySchemaName, suite.fixtures.fixtureId) : undefined;
    const response = await call(op, resource.intruder, op.path.replace('{id}', record.id), body);
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(await ownersView(resource, record)).toEqual(before);
  });

  // A list under another tenant's record answers that record's 404 (the asset's, in the read and update calls above).
  it.each(resources.filter((resource) => !resource.listUrl))(
    "the $kind list of $intruder never shows the other tenant's rows",
    async (resource) => {
      const record = await resource.record(suite);
      const list = operation(resource.list);
      const response = await call<Fixture[]>(list, resource.intruder, list.path);
      expect(response.status).toBe(200);
      const rows = response.body;
      expect(rows.map((row) => row.id)).not.toContain(record.id);
      const ownTenant = suite.users[resource.intruder].tenantId;
      expect(rows.filter((row) => row.tenantId !== ownTenant)).toEqual([]);
    },
  );
});
