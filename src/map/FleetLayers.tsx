import type { Layer, PickingInfo } from '@deck.gl/core';
import { useContext, useEffect, useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useNavigate } from 'react-router-dom';
import { assetDetailPath } from '../routePaths';
import type { FleetState } from '../fleet/fleetState';
import type { AssetStatus } from '../fleet/status';
import { createFleetLayerInput } from './layers/fleetLayerData';
import { keepFleetDrawn } from './layers/keepFleetDrawn';
import { MapNameContext, mapProbe } from './testProbe';
import { useDeckOverlay } from './deckOverlay';
import { useTooltipStyle } from './useTooltipStyle';

const NO_LAYERS: Layer[] = [];

const pickedAsset = ({ layer, index }: PickingInfo) => (layer?.id === 'assets' && index >= 0 ? index : -1);

interface FleetLayersProps {
  fleet: FleetState;
  statusFilter: AssetStatus | null;
  /** Layers drawn beneath the markers (a track, geofences). */
  underlay?: Layer[];
  /** Whether clicking a marker opens the asset's page (not inside a form being edited). */
  openOnClick?: boolean;
  /** Clicking a marker selects the asset (the vehicle panel) instead of opening its page. */
  onSelect?: (assetId: string) => void;
}

/** The fleet's markers on the enclosing map, with names on hover and the asset's page on click. */
export default function FleetLayers({ fleet, statusFilter, underlay = NO_LAYERS, openOnClick = true, onSelect }: FleetLayersProps) {
  const navigate = useNavigate();
  const { current: map } = useMap();
  const name = useContext(MapNameContext);
  const tooltipStyle = useTooltipStyle();
  const layerInput = useMemo(() => createFleetLayerInput(fleet), [fleet]);
  const setLayers = useDeckOverlay({
    getTooltip: (info) => (pickedAsset(info) >= 0 ? { text: fleet.names[info.index], style: tooltipStyle } : null),
    onHover: (info) => {
      const canvas = map?.getCanvas();
      if (canvas && openOnClick) canvas.style.cursor = pickedAsset(info) >= 0 ? 'pointer' : '';
    },
    onClick: (info) => {
      if (!openOnClick || pickedAsset(info) < 0) return;
      if (onSelect) onSelect(fleet.ids[info.index]);
      else navigate(assetDetailPath(fleet.ids[info.index]));
    },
  });

  useEffect(
    () => keepFleetDrawn(fleet, { input: layerInput, statusFilter, underlay, setLayers }),
    [fleet, statusFilter, underlay, layerInput, setLayers],
  );

  useEffect(() => {
    mapProbe(name).assetPosition = (id) => {
      const i = fleet.indexOf(id);
      return i === undefined ? null : [fleet.positions[i * 3], fleet.positions[i * 3 + 1]];
    };
  }, [name, fleet]);

  return null;
}
