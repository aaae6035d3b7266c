import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import PeriodInputs, { type Period } from '../../kit/PeriodInputs';
import { pagedCall } from '../../map/pagedCall';
import TripRoute from '../../map/trips/TripRoute';
import TripsTable, { type Trip } from '../../map/trips/TripsTable';
import { tripsQuery } from '../../map/trips/tripsQuery';
import { useNotifyError } from '../../kit/useNotifyError';

const PAGE_SIZES = [10, 25, 50];

/** The trip a link names (`?trip=<id>`, from the trips report), when it is one of this asset's. */
function useLinkedTrip(assetId: string): Trip | null {
  const [search] = useSearchParams();
  const id = search.get('trip');
  const trip = useQuery({
    queryKey: ['map', 'trip', id],
    queryFn: () => unwrapRequired(apiClients().api.GET('/trips/{id}', { params: { path: { id: id as string } } })),
    enabled: id !== null,
    staleTime: Infinity,
  });
  useNotifyError(trip.error);
  return trip.data?.assetId === assetId ? trip.data : null;
}

/** An asset's trips, paged, within an optional period; the chosen trip's route is drawn below (at first the linked one). */
export default function AssetTripsPanel({ assetId }: { assetId: string }) {
  const linked = useLinkedTrip(assetId);
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [chosen, setSelected] = useState<Trip | null>(null);
  const selected = chosen ?? linked;
  const query = tripsQuery({ ...period, page, pageSize });
  const trips = useQuery({
    queryKey: ['map', 'trips', assetId, query],
    queryFn: () => pagedCall(apiClients().assets.GET('/assets/{id}/report/trip/all', { params: { path: { id: assetId }, query } })),
    placeholderData: keepPreviousData,
  });
  useNotifyError(trips.error);
  const rows = trips.data?.rows ?? [];

  return (
    <Card component="section" aria-label={translate('maps.trips.title')}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('maps.trips.title')}
        </Typography>
        <PeriodInputs
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(0);
          }}
        />
        {trips.isFetching && <LinearProgress aria-label={translate('maps.trips.loading')} />}
        {trips.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('maps.trips.empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <TripsTable trips={rows} selectedId={selected?.id ?? null} onSelect={setSelected} />
          </Box>
        )}
        <TablePagination
          component="div"
          count={trips.data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('maps.trips.per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('maps.trips.displayed', { from, to, count })}
        />
        {selected ? (
          <TripRoute key={selected.id} trip={selected} />
        ) : (
          rows.length > 0 && <Typography color="text.secondary">{translate('maps.trips.choose')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
