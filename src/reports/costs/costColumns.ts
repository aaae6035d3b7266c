import type { components } from '../../api/schema';
import type { ReportColumn } from '../shared/columns';
import type { ReportFormat } from '../shared/format';
import { litres } from '../fuel/fuelColumns';

export type AssetCost = components['schemas']['AssetCost'];

const money = (value: number | null, f: ReportFormat) => (value === null ? '' : f.number(value, 2));

/** Each asset's distance, fuel and service costs; the totals row is drawn with the same columns. */
export const costColumns: ReportColumn<AssetCost>[] = [
  { label: 'reports.columns.asset', value: (row) => row.assetName, text: true },
  {
    label: 'reports.columns.distance',
    exportLabel: 'reports.columns.distance_km',
    value: (row) => row.distanceKm,
    format: (row, f) => f.distanceKm(row.distanceKm),
    numeric: true,
  },
  {
    label: 'reports.fuel.consumed',
    exportLabel: 'reports.costs.consumed_l',
    value: (row) => row.consumedLitres,
    format: (row, f) => (row.consumedLitres === null ? '' : litres(row.consumedLitres, f)),
    numeric: true,
  },
  { label: 'reports.fuel.cost', value: (row) => row.fuelCost, format: (row, f) => money(row.fuelCost, f), numeric: true },
  { label: 'reports.costs.service_cost', value: (row) => row.serviceCost, format: (row, f) => money(row.serviceCost, f), numeric: true },
  { label: 'reports.costs.total_cost', value: (row) => row.totalCost, format: (row, f) => money(row.totalCost, f), numeric: true },
  { label: 'reports.costs.cost_per_km', value: (row) => row.costPerKm, format: (row, f) => money(row.costPerKm, f), numeric: true },
];
