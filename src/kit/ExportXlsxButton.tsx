import GridOnIcon from '@mui/icons-material/GridOn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { inTimeZone, type CsvTable } from './csv';
import { downloadBlob, reportFileName } from './download';
import type { Period } from './period';
import { useReportFormat } from './format';
import { useRecordExport } from '../providers/recordExport';

/**
 * A report table as an .xlsx workbook of one sheet. The writer is loaded only here, when a user
 * exports: it stays out of every screen's code. Cells keep their raw values, as in the CSV, typed:
 * numbers stay numbers, text is never read as a formula.
 */
export async function xlsxBlob(table: CsvTable, sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = [table.header, ...table.rows].map((row) => row.map((value) => (value === undefined ? null : value)));
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const name = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';
  return writeXlsxFile(rows, { sheet: name }).toBlob();
}

/** The report as an Excel workbook; the writer's code is fetched on the first click. */
export function ExportXlsxButton({ name, period, table }: { name: string; period: Period; table: () => CsvTable }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { timeZone } = useReportFormat();
  const [saving, setSaving] = useState(false);
  const recordExport = useRecordExport();
  const save = async () => {
    setSaving(true);
    try {
      const rows = table();
      await recordExport(name, 'xlsx', rows.rows.length);
      downloadBlob(reportFileName(name, period, timeZone, 'xlsx'), await xlsxBlob(inTimeZone(rows, timeZone), name));
    } catch {
      notify('reports.states.export_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<GridOnIcon />} onClick={() => void save()} disabled={saving}>
      {translate('reports.actions.export_xlsx')}
    </Button>
  );
}
