import MapIcon from '@mui/icons-material/Map';
import { IconButton, Tooltip } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { GpxExportButton } from './GpxExportButton';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, Trip } from '../shared/reportTypes';
import { getAllTrips } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { tripColumns, tripExportColumns } from './tripColumns';
import { TripTotalsRow } from './TripTotalsRow';
import { useAssetReports } from '../shared/useAssetReports';

/** Where a trip's route is drawn: the asset detail with that trip selected. */
export const tripRoutePath = (trip: Pick<Trip, 'id' | 'assetId'>) =>
  `/assets/details/${encodeURIComponent(trip.assetId)}?trip=${encodeURIComponent(trip.id)}`;

/** The trips of the period with their totals; each opens its route on the map. */
export default function TripsReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const report = useAssetReports('trips', assets, period, getAllTrips);
  const showRoute = (trip: Trip) => navigate(tripRoutePath(trip));
  const showLabel = translate('reports.actions.show_on_map');
  return (
    <ReportFrame
      name="trips"
      period={period}
      report={report}
      isEmpty={(trips) => trips.length === 0}
      csv={(results) => assetsCsv(results, tripExportColumns, (trips) => trips, translate)}
      actions={(results) => <GpxExportButton results={results} period={period} />}
    >
      {(trips, asset) => (
        <ReportTable
          label={`${translate('reports.types.trips')} · ${asset.name}`}
          columns={tripColumns}
          rows={trips}
          rowKey={(trip) => trip.id}
          onRowClick={showRoute}
          rowAction={(trip) => (
            <Tooltip title={showLabel}>
              <IconButton
                size="small"
                aria-label={showLabel}
                onClick={(event) => {
                  event.stopPropagation();
                  showRoute(trip);
                }}
              >
                <MapIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          footer={<TripTotalsRow trips={trips} />}
        />
      )}
    </ReportFrame>
  );
}
