import type { Period } from './period';
import { calendarDateIn } from './zonedTime';

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, mimeType: string, text: string) {
  downloadBlob(fileName, new Blob([text], { type: mimeType }));
}

/** Saves a blob as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const isoDay = (instant: string, timeZone: string) => {
  const { year, month, day } = calendarDateIn(new Date(instant), timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** `trips_2026-03-02_2026-03-04.csv`: the report and its period in the user's calendar. */
export function reportFileName(report: string, period: Period, timeZone: string, extension: string): string {
  const days = period.from && period.to ? [isoDay(period.from, timeZone), isoDay(period.to, timeZone)] : [];
  return `${[report, ...days].join('_')}.${extension}`;
}
