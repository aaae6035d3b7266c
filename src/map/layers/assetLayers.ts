import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import { HEADING_ATLAS, HEADING_MAPPING } from './headingIcon';
import { sameRows, type FleetLayerInput } from './fleetLayerData';

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
