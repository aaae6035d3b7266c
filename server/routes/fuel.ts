import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { assertOwnTenant } from '../auth/tenancy';
import { badRequest, notFound } from '../http/errors';
import { dayMs, reportPeriod } from '../http/reportPeriod';
import { findOwnedAsset } from '../repos/ownedAsset';
import { assetFuelSetup, fuelPositions, saveAssetFuelSetup, saveTenantFuelSettings, tenantFuelSettings } from '../repos/fuel';
import { fuelReport } from '../reports/fuel/fuelReport';

/** Like the other series, a day unless a period is asked for. */
const defaultFuelMs = dayMs;
/** The chart's level, when the caller does not say how many points. */
const defaultLevelPoints = 2000;
/** Positions read per day of the period at most: one every 10 s (the answer itself is thinned to maxPoints). */
const readingsPerDay = 8640;

/** A probe needs its table, and a table whose raw values repeat has no line between them. */
function checkSensor(sensor: Schema<'FuelSensor'> | null) {
  if (!sensor) return;
  if (sensor.unit === 'raw' && !sensor.calibration) throw badRequest('sensor.calibration', 'A raw probe value needs a calibration table.');
  const raws = (sensor.calibration ?? []).map((point) => point.raw);
  if (new Set(raws).size !== raws.length) throw badRequest('sensor.calibration', 'Each raw value may appear once.');
}

/** Where an asset's fuel level comes from, the tenant's rules for fills and drains, and the fuel report. */
export const fuelRoutes: RouteModule = ({ db, config }) => {
  async function settingsOf(tenantId: string) {
    const settings = await tenantFuelSettings(db, tenantId);
    if (!settings) throw notFound('Tenant');
    return settings;
  }

  return {
    async getAssetFuelSetup(request) {
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return assetFuelSetup(db, asset.id);
    },

    async setAssetFuelSetup(request) {
      checkSensor(request.body.sensor);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      await saveAssetFuelSetup(db, asset, request.body);
      return assetFuelSetup(db, asset.id);
    },

    async getTenantFuelSettings(request) {
      assertOwnTenant(callerOf(request), request.params.id);
      return settingsOf(request.params.id);
    },

    async setTenantFuelSettings(request) {
      const { id } = request.params;
      assertOwnTenant(callerOf(request), id);
      if (!(await saveTenantFuelSettings(db, id, request.body))) throw notFound('Tenant');
      return settingsOf(id);
    },

    async getFuelReport(request) {
      const { query } = request;
      const period = reportPeriod(query, defaultFuelMs, config.reportMaxDays);
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      const [setup, { pricePerLitre, ...rules }] = await Promise.all([assetFuelSetup(db, asset.id), settingsOf(asset.tenant_id)]);
      const keys = setup.sensors.map((sensor) => sensor.attribute);
      // The report answers figures and a thinned level, not the rows: a month at 10 s is read whole.
      const maxRows = Math.max(config.responseMaxRows, Math.ceil(config.reportMaxDays * readingsPerDay));
      const positions = await fuelPositions(db, asset.id, period, keys, maxRows);
      return fuelReport(positions, period, {
        sensors: setup.sensors,
        tankLitres: setup.tankLitres ?? setup.modelTankLitres,
        rules,
        pricePerLitre,
        movingSpeedKmh: config.movingSpeedKmh,
        maxGapSeconds: config.tripStopMinutes * 60,
        maxPoints: query.maxPoints ?? defaultLevelPoints,
      });
    },
  };
};
