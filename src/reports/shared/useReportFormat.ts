import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { browserTimeZone, reportFormat, type ReportFormat } from './format';

/** Report formatting in the language the user chose, times in the browser's time zone. */
export function useReportFormat(): ReportFormat {
  const [locale] = useLocaleState();
  return useMemo(() => reportFormat(locale, browserTimeZone()), [locale]);
}
