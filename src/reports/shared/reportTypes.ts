import type { components } from '../../api/schema';
import type { Period } from '../../kit/period';

type Schemas = components['schemas'];
export type Trip = Schemas['Trip'];
export type MovementReport = Schemas['MovementReport'];
export type LocationRecord = Schemas['LocationRecord'];
export type WeatherRecord = Schemas['WeatherRecord'];
export type AssetSummary = Schemas['AssetReport'];
export type Alert = Schemas['Alert'];

/** An asset as the reports name it. */
export interface AssetRef {
  id: string;
  name: string;
}
export type Stop = Schemas['Stop'];
export type DailySummary = Schemas['DailySummary'];
export type GeofenceVisit = Schemas['GeofenceVisit'];
export type CorridorTrip = Schemas['CorridorTrip'];
export type FuelReport = Schemas['FuelReport'];
export type FuelEvent = Schemas['FuelEvent'];
export type FuelLevel = Schemas['FuelLevel'];

/** What every report screen receives: the chosen assets and the resolved period. */
export interface ReportProps {
  assets: AssetRef[];
  period: Period;
}
