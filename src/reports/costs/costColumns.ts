import type { components } from '../../api/schema';
import { distanceColumn, type ReportColumn } from '../shared/columns';
import { litres } from '../fuel/fuelColumns';

export type AssetCost = components['schemas']['AssetCost'];

/** An amount of money, to the cent at most; blank where there is none. */
const moneyColumn = (label: string, value: (row: AssetCost) => number | null): ReportColumn<AssetCost> => ({
  label,
  value,
  format: (row, f) => {
    const amount = value(row);
    return amount === null ? '' : f.number(amount, 2);
  },
  numeric: true,
});

/** Each asset's distance, fuel and service costs; the totals row is drawn with the same columns. */
export const costColumns: ReportColumn<AssetCost>[] = [
  { label: 'reports.columns.asset', value: (row) => row.assetName, text: true },
  distanceColumn((row) => row.distanceKm),
  {
    label: 'reports.fuel.consumed',
    exportLabel: 'reports.costs.consumed_l',
    value: (row) => row.consumedLitres,
    format: (row, f) => (row.consumedLitres === null ? '' : litres(row.consumedLitres, f)),
    numeric: true,
  },
  moneyColumn('reports.fuel.cost', (row) => row.fuelCost),
  moneyColumn('reports.costs.service_cost', (row) => row.serviceCost),
  moneyColumn('reports.costs.total_cost', (row) => row.totalCost),
  moneyColumn('reports.costs.cost_per_km', (row) => row.costPerKm),
];
