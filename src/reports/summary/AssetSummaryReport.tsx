import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AssetSummaryView } from './AssetSummaryView';
import { PrintStyles } from '../shared/PrintStyles';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { getAssetSummary } from '../shared/reportsApi';
import { summaryExportColumns } from './summaryColumns';
import { useAssetReports } from '../shared/useAssetReports';

/** The one-page summary of each chosen asset, ready to print. */
export default function AssetSummaryReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('summary', assets, period, getAssetSummary);
  return (
    <>
      <PrintStyles />
      <ReportFrame
        name="asset-report"
        period={period}
        report={report}
        printable
        namesAsset
        // The summary always has its asset to show; its own sections say when the period was quiet.
        isEmpty={() => false}
        csv={(results) => assetsCsv(results, summaryExportColumns, (summary) => [summary], translate)}
        actions={() => (
          <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('reports.actions.print')}
          </Button>
        )}
      >
        {(summary) => <AssetSummaryView summary={summary} />}
      </ReportFrame>
    </>
  );
}
