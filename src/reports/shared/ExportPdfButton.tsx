import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocation, useNotify, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { useRecordExport } from '../../providers/recordExport';
import { isReportKind } from '../reportKinds';
import { parseReportSearch } from '../reportSearch';
import { isApiInstant, type CsvTable, type CsvValue } from '../../kit/csv';
import { downloadBlob, reportFileName } from '../../kit/download';
import { useReportFormat, type ReportFormat } from '../../kit/format';
import type { Period } from '../../kit/period';
import { renderReportPdf } from './reportsApi';

/** The server's limit on a chart; a larger one is left out of the PDF rather than refused. */
const MAX_CHART_LENGTH = 300_000;
const MAX_TOTALS = 40;

/** A cell as the screen shows it: numbers and times in the user's language and time zone. */
function shown(value: CsvValue, format: ReportFormat): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return format.number(value, 2);
  if (isApiInstant(value)) return format.dateTime(value);
  return String(value);
}

/** The chart the report shows, as SVG text (MUI X charts draw one SVG surface). */
function chartOf(report: Element | null): string | undefined {
  const surface = report?.querySelector('svg.MuiChartsSurface-root');
  const svg = surface && new XMLSerializer().serializeToString(surface);
  return svg && svg.length <= MAX_CHART_LENGTH ? svg : undefined;
}

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

/**
 * The totals as the screen shows them, in the user's language: the report's figure tiles (ReportFigures)
 * and the footer row of its table under the headers' names.
 */
function totalsOf(report: Element | null): { label: string; value: string }[] {
  if (!report) return [];
  const figures = [...report.querySelectorAll('dl dt')].map((term) => ({ label: textOf(term), value: textOf(term.nextElementSibling) }));
  const footers = [...report.querySelectorAll('table')].flatMap((table) => {
    const headers = [...table.querySelectorAll('thead th')].map(textOf);
    let column = 0;
    return [...table.querySelectorAll<HTMLTableCellElement>('tfoot tr > *')].map((cell) => {
      // A cell over several columns (a count of the rows) is its own label.
      const label = cell.colSpan === 1 ? (headers[column] ?? '') : '';
      column += cell.colSpan;
      return { label, value: textOf(cell) };
    });
  });
  return [...figures, ...footers].filter((total) => total.value).slice(0, MAX_TOTALS);
}

/** The report as the server prints it: title, period and table as shown, in the user's language. */
export function ExportPdfButton({ name, period, table }: { name: string; period: Period; table: () => CsvTable }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useReportFormat();
  // Most exports are named by their report's kind; the others (asset-report, sensors-state) by the page's.
  const { search } = useLocation();
  const kind = isReportKind(name) ? name : parseReportSearch(search).kind;
  const recordExport = useRecordExport();
  const [saving, setSaving] = useState(false);
  const save = async (event: MouseEvent<HTMLElement>) => {
    // The report this button exports: its frame (a Paper) around the button and the report's content.
    const report = event.currentTarget.closest('.MuiPaper-root');
    const chartSvg = chartOf(report);
    const totals = totalsOf(report);
    setSaving(true);
    try {
      const { header, rows } = table();
      await recordExport(name, 'pdf', rows.length);
      const pdf = await renderReportPdf({
        title: translate(`reports.types.${kind}`),
        period: period.from && period.to ? `${format.dateTime(period.from)} – ${format.dateTime(period.to)}` : '',
        // The console's languages are the contract's (src/i18n/locales.ts).
        language: format.locale as components['schemas']['ReportDocument']['language'],
        totals,
        columns: header,
        rows: rows.map((row) => row.map((value) => shown(value, format))),
        ...(chartSvg ? { chartSvg } : {}),
      });
      downloadBlob(reportFileName(name, period, format.timeZone, 'pdf'), pdf);
    } catch {
      notify('reports.states.export_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PictureAsPdfIcon />} onClick={(event) => void save(event)} disabled={saving}>
      {translate('reports.actions.export_pdf')}
    </Button>
  );
}
