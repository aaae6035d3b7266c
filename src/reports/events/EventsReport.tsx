import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { eventColumns } from './eventColumns';
import { EventFiltersBar } from './EventFiltersBar';
import { getEvents, type EventFilters } from './eventsApi';

/** Every alert of the period for each asset, narrowed to a type and a geofence. */
export default function EventsReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<EventFilters>({});
  const report = useAssetReports(`events-${filters.type ?? ''}-${filters.geofenceId ?? ''}`, assets, period, getEvents(filters));
  return (
    <>
      <EventFiltersBar value={filters} onChange={setFilters} />
      <ReportFrame
        name="events"
        period={period}
        report={report}
        isEmpty={(events) => events.length === 0}
        csv={(results) => assetsCsv(results, eventColumns, (events) => events, translate)}
      >
        {(events, asset) => (
          <ReportTable
            label={`${translate('reports.types.events')} · ${asset.name}`}
            columns={eventColumns}
            rows={events}
            rowKey={(event) => event.id}
          />
        )}
      </ReportFrame>
    </>
  );
}
