import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { assertOwnTenant, isSysAdmin } from '../auth/tenancy';
import { badRequest, notFound } from '../http/errors';
import { dayMs, reportPeriod, type Period } from '../http/reportPeriod';
import { findOwnedAsset } from '../repos/ownedAsset';
import {
  assetFuelSetup,
  fuelFillPrices,
  fuelPositions,
  fuelPositionsInBatches,
  fuelSetups,
  saveAssetFuelSetup,
  saveFuelFillPrice,
  saveTenantFuelSettings,
  tenantFuelSettings,
} from '../repos/fuel';
import { serviceCostsIn } from '../repos/servicePlans';
import { assetCosts, costTotals } from '../reports/costs';
import { emptyFuelSeries, fuelReport, type FillPrice } from '../reports/fuel/fuelReport';
import { fuelSensorProblem } from '../reports/fuel/fuelLevel';

/** Like the other series, a day unless a period is asked for. */
const defaultFuelMs = dayMs;
/** The chart's level, when the caller does not say how many points. */
const defaultLevelPoints = 2000;
/** The cost report keeps the fuel report's figures only, not its level. */
const noLevel = 0;
/** Positions read per day of the period at most: one every 10 s (the answer itself is thinned to maxPoints). */
const readingsPerDay = 8640;

/** A probe needs its table, and a table whose raw values repeat has no line between them. */
function checkSensor(sensor: Schema<'FuelSensor'> | null) {
  const problem = fuelSensorProblem(sensor);
  if (problem) throw badRequest('sensor.calibration', problem);
}

/** Where an asset's fuel level comes from, the tenant's rules for fills and drains, the fuel report and the fleet's costs. */
export const fuelRoutes: RouteModule = ({ db, config }) => {
  async function settingsOf(tenantId: string) {
    const settings = await tenantFuelSettings(db, tenantId);
    if (!settings) throw notFound('Tenant');
    return settings;
  }

  // The report answers figures and a thinned level, not the rows: a month at 10 s is read whole.
  const maxFuelRows = Math.max(config.responseMaxRows, Math.ceil(config.reportMaxDays * readingsPerDay));

  const reportSetup = (
    setup: Schema<'AssetFuelSetup'>,
    { pricePerLitre, ...rules }: Schema<'FuelSettings'>,
    fillPrices: readonly FillPrice[],
    maxPoints: number,
  ) => ({
    sensors: setup.sensors,
    tankLitres: setup.tankLitres ?? setup.modelTankLitres,
    rules,
    pricePerLitre,
    fillPrices,
    movingSpeedKmh: config.movingSpeedKmh,
    maxGapSeconds: config.tripStopMinutes * 60,
    maxPoints,
  });

  /** One asset's fuel report: its level, fills and drains, and what it used, over `period`. */
  async function assetFuelReport(asset: { id: string; tenant_id: string }, period: Period, maxPoints: number) {
    const [setup, settings, fillPrices] = await Promise.all([
      assetFuelSetup(db, asset.id),
      settingsOf(asset.tenant_id),
      fuelFillPrices(db, [asset.id], period),
    ]);
    const keys = setup.sensors.map((sensor) => sensor.attribute);
    const positions = await fuelPositions(db, asset.id, period, keys, maxFuelRows);
    return fuelReport(positions, period, reportSetup(setup, settings, fillPrices.get(asset.id) ?? [], maxPoints));
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
      return assetFuelReport(asset, period, query.maxPoints ?? defaultLevelPoints);
    },

    async setFuelFillPrice(request) {
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      const { time, pricePerLitre } = request.body;
      // A price belongs to a fill: one at a time within none would be kept for nothing, and without end.
      if (pricePerLitre !== null) {
        const at = Date.parse(time);
        const { events } = await assetFuelReport(asset, { from: new Date(at - dayMs), to: new Date(at + dayMs) }, noLevel);
        const holds = (event: Schema<'FuelEvent'>) => Date.parse(event.startTime) <= at && at <= Date.parse(event.endTime);
        if (!events.some((event) => event.kind === 'fill' && holds(event)))
          throw badRequest('time', 'No fill of this asset holds this time.');
      }
      await saveFuelFillPrice(db, asset, time, pricePerLitre);
      return { time, pricePerLitre };
    },

    async getCostReport(request): Promise<Schema<'CostReport'>> {
      const { query } = request;
      const caller = callerOf(request);
      const period = reportPeriod(query, defaultFuelMs, config.reportMaxDays);
      // One tenant's report: its price per litre and rules apply to every row.
      const asset = query.assetId ? await findOwnedAsset(db, caller, query.assetId) : null;
      const tenantId = asset?.tenant_id ?? (isSysAdmin(caller) ? query.tenantId : caller.tenantId);
      if (!tenantId) throw badRequest('tenantId', 'A SysAdmin names the tenant (or the asset) of the report.');
      const [assets, settings] = await Promise.all([
        fuelSetups(db, { tenantId, caller, groupId: query.groupId, assetId: asset?.id }),
        settingsOf(tenantId),
      ]);
      const assetIds = assets.map(({ assetId }) => assetId);
      const [serviceCosts, fillPrices] = await Promise.all([
        serviceCostsIn(db, caller, tenantId, assetIds, period),
        fuelFillPrices(db, assetIds, period),
      ]);
      // A query reads at most as many asset-days as one fuel report of the longest period; only each asset's figures are kept.
      const periodDays = Math.max(1, Math.ceil((period.to.getTime() - period.from.getTime()) / dayMs));
      const batchSize = Math.max(1, Math.floor(config.reportMaxDays / periodDays));
      const rows: Schema<'AssetCost'>[] = [];
      for await (const { batch, positions } of fuelPositionsInBatches(db, assets, period, batchSize, maxFuelRows)) {
        for (const { assetId, name, setup } of batch) {
          const fuel = fuelReport(
            positions.get(assetId) ?? emptyFuelSeries,
            period,
            reportSetup(setup, settings, fillPrices.get(assetId) ?? [], noLevel),
          );
          rows.push({ assetId, assetName: name, ...assetCosts(fuel, serviceCosts.get(assetId) ?? 0) });
        }
      }
      return {
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        pricePerLitre: settings.pricePerLitre,
        assets: rows,
        totals: costTotals(rows),
      };
    },
  };
};
