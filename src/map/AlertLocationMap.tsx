import { ScatterplotLayer } from '@deck.gl/layers';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DeckLayers } from './deckOverlay';
import MapCanvas from './MapCanvas';
import { STATUS_RGB } from '../fleet/status';

/** Where an alert happened: a red point on a small map. */
export default function AlertLocationMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const translate = useTranslate();
  const layers = useMemo(
    () => [
      new ScatterplotLayer({
        id: 'alert-location',
        data: [[longitude, latitude]],
        getPosition: (d: number[]) => d as [number, number],
        getFillColor: STATUS_RGB.OutOfNetwork,
        getRadius: 8,
        radiusUnits: 'pixels',
        stroked: true,
        getLineColor: [255, 255, 255],
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
      }),
    ],
    [latitude, longitude],
  );
  return (
    <MapCanvas name="alert" label={translate('maps.alert.label')} initialView={{ latitude, longitude, zoom: 14 }} height={240}>
      <DeckLayers layers={layers} />
    </MapCanvas>
  );
}
