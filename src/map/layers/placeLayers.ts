import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { components } from '../../api/schema';

type Place = components['schemas']['Place'];

const purple: [number, number, number] = [123, 31, 162];

/** Points of interest as their radius on the ground, a dot at the centre however far out, and their names. */
export function placeLayers(places: readonly Place[]) {
  return [
    new ScatterplotLayer<Place>({
      id: 'places',
      data: places,
      getPosition: (p) => [p.location.longitude, p.location.latitude],
      getRadius: (p) => p.radiusMeters,
      radiusUnits: 'meters',
      radiusMinPixels: 4,
      getFillColor: [...purple, 50],
      getLineColor: [...purple, 200],
      stroked: true,
      lineWidthMinPixels: 1,
      pickable: true,
    }),
    new TextLayer<Place>({
      id: 'place-names',
      data: places,
      getPosition: (p) => [p.location.longitude, p.location.latitude],
      getText: (p) => p.name,
      getSize: 12,
      getColor: [...purple, 255],
      getPixelOffset: [0, -14],
      characterSet: 'auto',
      outlineWidth: 2,
      outlineColor: [255, 255, 255, 230],
      fontSettings: { sdf: true },
    }),
  ];
}
