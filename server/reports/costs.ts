import type { Schema } from '../contract';

type CostFigures = Schema<'CostFigures'>;

const round = (value: number) => Math.round(value * 100) / 100;
const perKm = (cost: number, distanceKm: number) => (distanceKm > 0 ? round(cost / distanceKm) : null);
/** A sum of figures some of which are unknown: unknown only when all are. */
const sumKnown = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? round(known.reduce((sum, value) => sum + value, 0)) : null;
};

/** An asset's costs from its fuel report's figures and its service records' costs (the contract's getCostReport). */
export function assetCosts(fuel: Pick<Schema<'FuelReport'>, 'distanceKm' | 'consumedLitres' | 'cost'>, serviceCost: number): CostFigures {
  const totalCost = round((fuel.cost ?? 0) + serviceCost);
  return {
    distanceKm: fuel.distanceKm,
    consumedLitres: fuel.consumedLitres,
    fuelCost: fuel.cost,
    serviceCost: round(serviceCost),
    totalCost,
    costPerKm: perKm(totalCost, fuel.distanceKm),
  };
}

/** The fleet's totals: sums of the rows, cost per km of the sums (not a mean of the rows' ratios). */
export function costTotals(rows: readonly CostFigures[]): CostFigures {
  const distanceKm = Math.round(rows.reduce((sum, row) => sum + row.distanceKm, 0) * 1000) / 1000;
  const totalCost = round(rows.reduce((sum, row) => sum + row.totalCost, 0));
  return {
    distanceKm,
    consumedLitres: sumKnown(rows.map((row) => row.consumedLitres)),
    fuelCost: sumKnown(rows.map((row) => row.fuelCost)),
    serviceCost: round(rows.reduce((sum, row) => sum + row.serviceCost, 0)),
    totalCost,
    costPerKm: perKm(totalCost, distanceKm),
  };
}
