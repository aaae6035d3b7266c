import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import { sameRows, type FleetLayerInput } from './fleetLayerData';

// A white arrow pointing north, tinted and rotated by the IconLayer (mask icon).
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<path d="M32 6 L52 54 L32 42 L12 54 Z" fill="white"/></svg>';

const HEADING_ATLAS = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const HEADING_MAPPING = {
  arrow: { x: 0, y: 0, width: 64, height: 64, mask: true },
};

export const MARKER_RADIUS_PX = 7;
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

/**
 * The fleet as two GPU layers over binary data: a dot in the status colour with a white rim, and
 * a white arrow rotated to the heading. Both read the same position buffer.
 */
export function assetLayers(input: FleetLayerInput, { pickable = true }: { pickable?: boolean } = {}) {
  return [
    new ScatterplotLayer({
      id: 'assets',
      data: input.markers,
      _dataDiff: sameRows,
      radiusUnits: 'pixels',
      radiusScale: MARKER_RADIUS_PX,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 1.5,
      getLineColor: WHITE,
      pickable,
      autoHighlight: pickable,
      highlightColor: [25, 118, 210, 160],
    }),
    new IconLayer({
      id: 'asset-headings',
      data: input.arrows,
      _dataDiff: sameRows,
      iconAtlas: HEADING_ATLAS,
      iconMapping: HEADING_MAPPING,
      getIcon: () => 'arrow',
      sizeUnits: 'pixels',
      sizeScale: MARKER_RADIUS_PX * 1.3,
      getColor: WHITE,
      billboard: false,
    }),
  ];
}
