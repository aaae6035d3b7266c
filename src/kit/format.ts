import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
/** Formatting of report values for the user's language and time zone, all through Intl. */
export interface ReportFormat {
  locale: string;
  timeZone: string;
  number(value: number, fractionDigits?: number): string;
  distanceKm(value: number): string;
  speedKmh(value: number): string;
  temperature(value: number): string;
  humidity(value: number): string;
  duration(seconds: number): string;
  dateTime(iso: string | Date): string;
  /** A calendar date of a report's per-day breakdown (cut in the user's zone by the server), `YYYY-MM-DD`. */
  day(isoDate: string): string;
  /** A short time of day, or date and time when the axis spans several days: chart axis ticks. */
  tick(value: Date, spansDays: boolean): string;
}

const unit = (locale: string, name: string, fractionDigits = 1) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: fractionDigits });

export function reportFormat(locale: string, timeZone: string): ReportFormat {
  const km = unit(locale, 'kilometer');
  const kmh = unit(locale, 'kilometer-per-hour');
  const celsius = unit(locale, 'celsius');
  const percent = unit(locale, 'percent', 0);
  const [days, hours, minutes] = ['day', 'hour', 'minute'].map(
    (name) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }),
  );
  const units = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const timeOfDay = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const dayAndTime = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', timeZone });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    if (!numbers.has(digits)) numbers.set(digits, new Intl.NumberFormat(locale, { maximumFractionDigits: digits }));
    return numbers.get(digits) as Intl.NumberFormat;
  };

  return {
    locale,
    timeZone,
    number: (value, fractionDigits = 1) => numberFormat(fractionDigits).format(value),
    distanceKm: (value) => km.format(value),
    speedKmh: (value) => kmh.format(value),
    temperature: (value) => celsius.format(value),
    humidity: (value) => percent.format(value),
    duration(seconds) {
      const totalMinutes = Math.round(seconds / 60);
      const parts: [Intl.NumberFormat, number][] = [
        [days, Math.floor(totalMinutes / 1440)],
        [hours, Math.floor(totalMinutes / 60) % 24],
        [minutes, totalMinutes % 60],
      ];
      const fromLargestUnit = parts.slice(parts.findIndex(([, value], i) => value > 0 || i === parts.length - 1));
      return units.format(fromLargestUnit.map(([unitFormat, value]) => unitFormat.format(value)));
    },
    dateTime: (iso) => dateTime.format(new Date(iso)),
    day: (isoDate) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    tick: (value, spansDays) => (spansDays ? dayAndTime : timeOfDay).format(value),
  };
}

/** The browser's time zone: report periods and times are shown in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Report formatting in the language the user chose, times in the browser's time zone. */
export function useReportFormat(): ReportFormat {
  const [locale] = useLocaleState();
  return useMemo(() => reportFormat(locale, browserTimeZone()), [locale]);
}
