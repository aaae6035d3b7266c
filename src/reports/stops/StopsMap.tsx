import { ScatterplotLayer } from '@deck.gl/layers';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DeckLayers } from '../../map/deckOverlay';
import { FitOnChange } from '../../map/view';
import MapCanvas from '../../map/MapCanvas';
import { STATUS_RGB } from '../../fleet/status';
import { useTooltipStyle } from '../../map/useTooltipStyle';
import type { Bounds } from '../../map/geo/bounds';
import type { Stop } from '../shared/reportTypes';
import { useReportFormat } from '../../kit/format';

// A stop at least this long draws at the largest size; shorter ones scale down to the smallest.
const LONG_STOP_SECONDS = 4 * 3600;

function boundsOf(stops: readonly Stop[]): Bounds | null {
  if (!stops.length) return null;
  const lons = stops.map((stop) => stop.longitude);
  const lats = stops.map((stop) => stop.latitude);
  // A single stop still needs an area to fit: about 1 km.
  const pad = stops.length === 1 ? 0.005 : 0;
  return [
    [Math.min(...lons) - pad, Math.min(...lats) - pad],
    [Math.max(...lons) + pad, Math.max(...lats) + pad],
  ];
}

/** Where the asset stood: a point per stop, larger for longer stops, its time and address on hover. */
export default function StopsMap({ stops, name }: { stops: readonly Stop[]; name: string }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const tooltipStyle = useTooltipStyle();
  const layers = useMemo(
    () => [
      new ScatterplotLayer<Stop>({
        id: 'stops',
        data: stops,
        getPosition: (stop) => [stop.longitude, stop.latitude],
        getFillColor: STATUS_RGB.Parked,
        getRadius: (stop) => 6 + 8 * Math.min(1, stop.durationSeconds / LONG_STOP_SECONDS),
        radiusUnits: 'pixels',
        stroked: true,
        getLineColor: [255, 255, 255],
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        pickable: true,
      }),
    ],
    [stops],
  );
  const bounds = boundsOf(stops);
  return (
    <MapCanvas name={`stops-${name}`} label={translate('reports.stops.map', { name })} initialView={bounds && { bounds }} height={320}>
      <DeckLayers
        layers={layers}
        getTooltip={({ object }) => {
          const stop = object as Stop | undefined;
          return stop
            ? {
                text: `${format.dateTime(stop.startTime)} · ${format.duration(stop.durationSeconds)}\n${stop.address}`,
                style: tooltipStyle,
              }
            : null;
        }}
      />
      <FitOnChange bounds={bounds} />
    </MapCanvas>
  );
}
