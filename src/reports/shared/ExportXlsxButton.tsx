import GridOnIcon from '@mui/icons-material/GridOn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CsvTable } from './csv';
import { downloadBlob, reportFileName } from './download';
import type { Period } from './period';
import { useReportFormat } from './useReportFormat';
import { xlsxBlob } from './xlsx';

/** The report as an Excel workbook; the writer's code is fetched on the first click. */
export function ExportXlsxButton({ name, period, table }: { name: string; period: Period; table: () => CsvTable }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { timeZone } = useReportFormat();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      downloadBlob(reportFileName(name, period, timeZone, 'xlsx'), await xlsxBlob(table(), name));
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
