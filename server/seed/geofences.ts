import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import { insertRows, type RowValues } from '../repos/rowWrites';
import { recipientsJson } from '../repos/alertTriggers';

type LatLng = [latitude: number, longitude: number];

interface DemoGeofence {
  name: string;
  description: string;
  color: string;
  polygon?: LatLng[];
  circle?: { center: LatLng; radiusMeters: number };
}

interface DemoArea {
  tenant: string;
  /** The city its fleet drives in (SeededAsset.city). */
  city: 'Berlin' | 'Paris';
  contact: string;
  depot: DemoGeofence;
  centre: DemoGeofence;
  sites: DemoGeofence[];
}

// Real places around the demo fleets' cities (see cities.ts): a depot, the city centre, a customer, the airport.
const demoAreas: DemoArea[] = [
  {
    tenant: 'Acme Logistics',
    city: 'Berlin',
    contact: 'fleet@acme.example',
    depot: {
      name: 'Acme depot Marzahn',
      description: 'Yard and loading bays, Rhinstraße.',
      color: '#2e7d32',
      polygon: [
        [52.5366, 13.5404],
        [52.5373, 13.5479],
        [52.5331, 13.549],
        [52.5324, 13.5416],
      ],
    },
    centre: {
      name: 'Berlin city centre',
      description: 'Mitte, inside the low-emission zone core.',
      color: '#d32f2f',
      polygon: [
        [52.5305, 13.372],
        [52.533, 13.401],
        [52.5255, 13.43],
        [52.506, 13.425],
        [52.502, 13.39],
        [52.511, 13.369],
      ],
    },
    sites: [
      {
        name: 'Customer site Adlershof',
        description: 'Science park goods entrance.',
        color: '#1976d2',
        circle: { center: [52.4346, 13.5316], radiusMeters: 400 },
      },
      {
        name: 'BER airport',
        description: 'Berlin Brandenburg airport, cargo area.',
        color: '#7b1fa2',
        circle: { center: [52.3667, 13.5033], radiusMeters: 2500 },
      },
    ],
  },
  {
    tenant: 'Globex Transport',
    city: 'Paris',
    contact: 'fleet@globex.example',
    depot: {
      name: 'Globex depot Rungis',
      description: 'Warehouse beside the Rungis market.',
      color: '#2e7d32',
      polygon: [
        [48.7525, 2.344],
        [48.753, 2.356],
        [48.745, 2.358],
        [48.744, 2.3455],
      ],
    },
    centre: {
      name: 'Paris city centre',
      description: 'Arrondissements 1 to 4.',
      color: '#d32f2f',
      polygon: [
        [48.87, 2.32],
        [48.872, 2.36],
        [48.856, 2.37],
        [48.845, 2.35],
        [48.85, 2.32],
      ],
    },
    sites: [
      {
        name: 'Customer site La Défense',
        description: 'Business district delivery dock.',
        color: '#1976d2',
        circle: { center: [48.8918, 2.238], radiusMeters: 500 },
      },
      {
        name: 'CDG airport',
        description: 'Paris Charles de Gaulle airport, cargo area.',
        color: '#7b1fa2',
        circle: { center: [49.0097, 2.5479], radiusMeters: 3000 },
      },
    ],
  },
];

const point = ([latitude, longitude]: LatLng) => ({ latitude, longitude });

/** The middle of a demo geofence: a circle's centre, or the mean of a polygon's corners. */
const middleOf = ({ circle, polygon = [] }: DemoGeofence) =>
  circle
    ? point(circle.center)
    : point([0, 1].map((axis) => polygon.reduce((sum, corner) => sum + corner[axis], 0) / polygon.length) as LatLng);

/**
 * Where the demo history drives besides random places of its city: the depot, and the airport out
 * by the motorway, so that the seeded tracks enter and leave the seeded geofences and now and then
 * drive over the speed rule's limit.
 */
export function demoDestinations(city: string) {
  const area = demoAreas.find((candidate) => candidate.city === city) ?? demoAreas[0];
  return { depot: middleOf(area.depot), airport: middleOf(area.sites[area.sites.length - 1]) };
}

const geofenceRow = (id: string, tenantId: string, fence: DemoGeofence): RowValues => ({
  id,
  tenant_id: tenantId,
  name: fence.name,
  description: fence.description,
  color: fence.color,
  shape: fence.polygon ? 'polygon' : 'circle',
  points: JSON.stringify((fence.polygon ?? []).map(point)),
  center_latitude: fence.circle?.center[0] ?? null,
  center_longitude: fence.circle?.center[1] ?? null,
  radius_meters: fence.circle?.radiusMeters ?? null,
  geo_fence_source: 1,
});

const triggerRow = (tenantId: string, name: string, target: RowValues, recipients: string[]): RowValues => ({
  tenant_id: tenantId,
  name,
  geofence_id: null,
  event: null,
  speed_limit_kmh: null,
  ...target,
  asset_ids: '[]',
  recipients: recipientsJson(recipients),
});

const geofenceTarget = (geofenceId: string, event: Schema<'GeofenceEvent'>): RowValues => ({
  type: 'geofence',
  geofence_id: geofenceId,
  event,
});
const speedTarget = (limitKmh: number): RowValues => ({ type: 'speed', speed_limit_kmh: limitKmh });

/**
 * Each demo tenant's geofences (a depot and the city centre as polygons, a customer site and the
 * airport as circles), the alert rules watching them plus a speed limit, and the geofence settings.
 */
export async function seedGeofences(tx: Queryable, tenantIds: Map<string, string>): Promise<void> {
  for (const area of demoAreas) {
    const tenantId = tenantIds.get(area.tenant);
    if (!tenantId) continue;
    const depotId = randomUUID();
    const centreId = randomUUID();
    await insertRows(tx, 'geofences', [
      geofenceRow(depotId, tenantId, area.depot),
      geofenceRow(centreId, tenantId, area.centre),
      ...area.sites.map((site) => geofenceRow(randomUUID(), tenantId, site)),
    ]);
    await insertRows(tx, 'alert_triggers', [
      triggerRow(tenantId, 'Arrived at the depot', geofenceTarget(depotId, 'enter'), [area.contact]),
      triggerRow(tenantId, 'Left the depot', geofenceTarget(depotId, 'exit'), [area.contact]),
      triggerRow(tenantId, 'Entered the city centre', geofenceTarget(centreId, 'enter'), []),
      triggerRow(tenantId, 'Speeding over 90 km/h', speedTarget(90), [area.contact]),
    ]);
    await insertRows(tx, 'geofence_rules', [
      { tenant_id: tenantId, enabled: true, email_notifications: false, recipients: recipientsJson([area.contact]) },
    ]);
  }
}
