import { useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { browserTimeZone } from './format';
import { firstDayOfWeek, resolvePeriod, type PeriodChoice } from './period';

/**
 * The period a choice means now. "Now" is taken when the user asks for a report (`refresh`),
 * not at every render, so a report does not reload on its own as the clock moves.
 */
export function useResolvedPeriod(choice: PeriodChoice) {
  const [locale] = useLocaleState();
  const [now, setNow] = useState(() => new Date());
  const period = useMemo(
    () => resolvePeriod(choice, now, browserTimeZone(), firstDayOfWeek(locale)),
    [choice, now, locale],
  );
  return { period, refresh: () => setNow(new Date()) };
}
