import type { ServicePlanState } from './serviceApi';

type Translate = (key: string, options?: object) => string;
type Measure = NonNullable<ServicePlanState['measure']>;

/** Each measure's remaining amount in the state, and its unit's key in the catalog. */
const REMAINING: Record<Measure, { value: (state: ServicePlanState) => number | null; unit: string }> = {
  distance: { value: (state) => state.remainingKm, unit: 'km' },
  engineHours: { value: (state) => state.remainingEngineHours, unit: 'hours' },
  time: { value: (state) => state.remainingDays, unit: 'days' },
};

/** What is left before the plan's measure falls due, or how far past it: "400 km left", "3 days overdue". */
export function remainingText(state: ServicePlanState, translate: Translate, locale: string): string {
  const measure = state.measure ? REMAINING[state.measure] : null;
  const value = measure?.value(state) ?? null;
  if (!measure || value === null) return '';
  const key = value > 0 ? 'left' : 'over';
  return translate(`resources.servicePlans.remaining.${key}.${measure.unit}`, {
    smart_count: Math.abs(value),
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(value)),
  });
}
