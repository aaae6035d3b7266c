import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { inTimeZone, toCsv, type CsvTable } from '../../kit/csv';
import { downloadText, reportFileName } from '../../kit/download';
import type { Period } from '../../kit/period';
import { useReportFormat } from '../../kit/format';
import { useRecordExport } from '../../providers/recordExport';

// The byte order mark tells spreadsheet programs the file is UTF-8 (addresses, Arabic and Chinese headers).
const BOM = '\uFEFF';

export function ExportCsvButton({ name, period, table }: { name: string; period: Period; table: () => CsvTable }) {
  const translate = useTranslate();
  const { timeZone } = useReportFormat();
  const recordExport = useRecordExport();
  const save = async () => {
    const rows = table();
    await recordExport(name, 'csv', rows.rows.length);
    downloadText(reportFileName(name, period, timeZone, 'csv'), 'text/csv;charset=utf-8', BOM + toCsv(inTimeZone(rows, timeZone)));
  };
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void save()}>
      {translate('reports.actions.export_csv')}
    </Button>
  );
}
