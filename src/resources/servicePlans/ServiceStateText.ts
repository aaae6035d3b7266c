import type { ServicePlanState } from './serviceApi';

type Translate = (key: string, options?: object) => string;

/** What is left before the plan's measure falls due, or how far past it: "400 km left", "3 days overdue". */
export function remainingText(state: ServicePlanState, translate: Translate, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(value));
  const remaining =
    state.measure === 'distance'
      ? { value: state.remainingKm, unit: 'km' }
      : state.measure === 'engineHours'
        ? { value: state.remainingEngineHours, unit: 'hours' }
        : state.measure === 'time'
          ? { value: state.remainingDays, unit: 'days' }
          : null;
  if (!remaining || remaining.value === null) return '';
  const key = remaining.value > 0 ? 'left' : 'over';
  return translate(`resources.servicePlans.remaining.${key}.${remaining.unit}`, {
    smart_count: Math.abs(remaining.value),
    value: number(remaining.value),
  });
}
