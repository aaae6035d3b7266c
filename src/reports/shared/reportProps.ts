import type { Period } from './period';
import type { AssetRef } from './reportTypes';

/** What every report screen receives: the chosen assets and the resolved period. */
export interface ReportProps {
  assets: AssetRef[];
  period: Period;
}
