import { randomUUID } from 'node:crypto';
import type { RowValues } from '../repos/rowWrites';
import type { AssetPositionRecord } from '../telemetry/assetState';
import { normalizeTags } from '../repos/assets';
import { pointAround, type City } from './cities';
import { assetModels, sensorModels, type CatalogIds, type DemoAssetModel } from './fleetCatalog';
import { seededRandom, type Random } from './random';
import { makeVin } from './vehicleIds';

/** What other seeds (history) and the simulator need to know of each seeded asset. */
export interface SeededAsset {
  id: string;
  tenantId: string;
  name: string;
  sensorUniqueId: string;
  sensorProtocol: string;
  latitude: number;
  longitude: number;
  city: 'Berlin' | 'Paris';
}

export interface FleetPlan {
  tenantId: string;
  city: City;
  /** Device ids are `<prefix>-0001`...; driver e-mails are at `<prefix>.example`. */
  prefix: string;
  count: number;
  /** Asset model name -> its weight in the fleet. */
  mix: Record<string, number>;
  seed: number;
}

export interface FleetRows {
  sensors: RowValues[];
  drivers: RowValues[];
  /** One key (iButton) per driver (demoDriverKey). */
  driverKeys: RowValues[];
  /** The vehicle two drivers share (its own and a relief driver, each allowed on it alone), when the fleet has one. */
  shared: { assetId: string; driverIds: [string, string] } | null;
  assets: RowValues[];
  positions: AssetPositionRecord[];
  seeded: SeededAsset[];
}

const dayMs = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const tagWords = ['express', 'city', 'long-haul', 'leased', 'owned', 'refrigerated', 'night-shift', 'north', 'south', 'east', 'west'];
const driverShare = 0.85;
const spreadKm = 9;

/** The models of `count` assets in the plan's proportions, shuffled. */
function modelsOf(plan: FleetPlan, random: Random): string[] {
  const total = Object.values(plan.mix).reduce((sum, weight) => sum + weight, 0);
  const names = Object.entries(plan.mix).flatMap(([name, weight]) => Array(Math.round((plan.count * weight) / total)).fill(name));
  while (names.length < plan.count) names.push(random.pick(Object.keys(plan.mix)));
  names.length = plan.count;
  for (let i = names.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names;
}

function pickSensorModel(random: Random) {
  let roll = random.next();
  return sensorModels.find((model) => (roll -= model.share) < 0) ?? sensorModels[0];
}

/**
 * A seeded driver's key: `D` and the first 15 hex digits of their id, so that fleets added to a tenant that
 * has one (the benches') never repeat a key, and a key never reads as a decimal number.
 */
export const demoDriverKey = (driverId: string) => `D${driverId.replaceAll('-', '').slice(0, 15).toUpperCase()}`;

/** A driver of the city, with a licence that is valid for a few weeks to several years more. */
function driverRow(random: Random, plan: FleetPlan, now: number): RowValues {
  const first = random.pick(plan.city.firstNames);
  const last = random.pick(plan.city.lastNames);
  const mailName = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return {
    id: randomUUID(),
    tenant_id: plan.tenantId,
    name: `${first} ${last}`,
    licence_number: plan.city.licenceNumber(random),
    licence_expiry: isoDate(now + random.int(20, 3000) * dayMs),
    phone: plan.city.phone(random),
    email: `${mailName}@${plan.prefix}.example`,
  };
}

/** The insurance falls due on the purchase's anniversary; the inspection some time in the next year. */
function importantDates(random: Random, city: City, purchased: Date, now: number) {
  const renewal = new Date(purchased);
  while (renewal.getTime() < now) renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
  return [
    { date: isoDate(renewal.getTime()), title: 'Insurance renewal', note: `Policy ${random.chars('0123456789', 8)}` },
    { date: isoDate(now + random.int(10, 380) * dayMs), title: city.inspection, note: null },
  ];
}

/** A tracker of one of the demo device models, reporting now. */
function sensorRow(random: Random, plan: FleetPlan, catalog: CatalogIds, uniqueId: string, now: number) {
  const model = pickSensorModel(random);
  const row = {
    id: randomUUID(),
    tenant_id: plan.tenantId,
    unique_id: uniqueId,
    name: `${model.short} ${uniqueId}`,
    phone: plan.city.phone(random),
    model_id: catalog.sensorModels.get(model.name),
    last_message_at: new Date(now),
    // The simulator drives these, and only these (demoSimulation.ts).
    simulated: true,
  };
  return { row, protocol: model.protocol };
}

/** A vehicle of `model`, and its position: parked at a spot around the city centre as of now. */
function assetRow(random: Random, plan: FleetPlan, catalog: CatalogIds, model: DemoAssetModel, name: string, now: number) {
  const purchased = new Date(Date.UTC(random.int(model.year, new Date(now).getUTCFullYear() - 1), random.int(0, 11), random.int(1, 28)));
  const tags = [random.pick(tagWords), random.pick(tagWords)].slice(0, random.int(1, 2));
  const id = randomUUID();
  const [plateNumber, vin, { latitude, longitude }, heading] = [
    plan.city.plate(random),
    makeVin(random, model.wmi, model.year),
    pointAround(random, plan.city, spreadKm),
    random.int(0, 359),
  ];
  const position: AssetPositionRecord = {
    asset_id: id,
    status: 'Parked',
    latitude,
    longitude,
    speed_kmh: 0,
    heading,
    address: null,
    last_position_at: new Date(now),
  };
  const asset = {
    id,
    tenant_id: plan.tenantId,
    name,
    plate_number: plateNumber,
    vin,
    tags: normalizeTags([...tags, model.fuelType === 'Electric' ? 'electric' : ''].join(' ')),
    purchase_date: isoDate(purchased.getTime()),
    important_dates: JSON.stringify(importantDates(random, plan.city, purchased, now)),
    model_id: catalog.models.get(model.name),
    type_id: catalog.types.get(model.type),
  };
  return { asset, position, latitude, longitude };
}

/**
 * The rows of a tenant's fleet: each asset with a device, most with a driver, parked around the
 * city centre and reporting now; named by type and number ("Van 07"). Seeded randomness: the
 * same plan gives the same fleet.
 */
export function buildFleet(plan: FleetPlan, catalog: CatalogIds, now = Date.now()): FleetRows {
  const random = seededRandom(plan.seed);
  const rows: FleetRows = { sensors: [], drivers: [], driverKeys: [], shared: null, assets: [], positions: [], seeded: [] };
  const numberWidth = Math.max(2, String(plan.count).length);
  const idWidth = Math.max(4, String(plan.count).length);
  const perType = new Map<string, number>();

  modelsOf(plan, random).forEach((modelName, index) => {
    const model = assetModels.find((candidate) => candidate.name === modelName) ?? assetModels[0];
    const number = (perType.get(model.type) ?? 0) + 1;
    perType.set(model.type, number);
    const uniqueId = `${plan.prefix}-${String(index + 1).padStart(idWidth, '0')}`;
    const sensor = sensorRow(random, plan, catalog, uniqueId, now);
    const driver = random.chance(driverShare) ? driverRow(random, plan, now) : null;
    const { asset, position, latitude, longitude } = assetRow(
      random,
      plan,
      catalog,
      model,
      `${model.type} ${String(number).padStart(numberWidth, '0')}`,
      now,
    );
    rows.sensors.push(sensor.row);
    if (driver) rows.drivers.push(driver);
    if (driver) rows.driverKeys.push({ tenant_id: plan.tenantId, key: demoDriverKey(driver.id as string), driver_id: driver.id });
    rows.assets.push({ ...asset, sensor_id: sensor.row.id, driver_id: driver?.id ?? null });
    rows.positions.push(position);
    rows.seeded.push({
      id: asset.id,
      tenantId: plan.tenantId,
      name: asset.name,
      sensorUniqueId: uniqueId,
      sensorProtocol: sensor.protocol,
      latitude,
      longitude,
      city: plan.city.name,
    });
  });
  // The second vehicle with a driver (the first is the one with a fuel sensor) is shared with a relief driver,
  // drawn after the fleet so that the fleet itself stays the same for the same plan.
  const sharedAsset = rows.assets.filter((asset) => asset.driver_id !== null)[1];
  if (sharedAsset) {
    const relief = driverRow(random, plan, now);
    rows.drivers.push(relief);
    rows.driverKeys.push({ tenant_id: plan.tenantId, key: demoDriverKey(relief.id as string), driver_id: relief.id });
    rows.shared = { assetId: sharedAsset.id as string, driverIds: [sharedAsset.driver_id as string, relief.id as string] };
  }
  return rows;
}
