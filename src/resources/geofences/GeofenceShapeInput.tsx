import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { toFleetAsset } from '../../live/useLiveFleet';
import FleetLayers from '../../map/FleetLayers';
import MapCanvas from '../../map/MapCanvas';
import { FleetState } from '../../fleet/fleetState';
import DrawToolbar from '../../map/geofence/DrawToolbar';
import GeofenceOccupancy from '../../map/geofence/GeofenceOccupancy';
import ShapeDrawing, { type DrawMode } from '../../map/geofence/ShapeDrawing';
import { corridorLine, shapeRing, type ShapeValues } from '../../map/geofence/shapeFeature';
import { boundsOfPoints, boundsOfPositions } from '../../map/geo/bounds';
import { geofenceLayers, type Geofence } from '../../map/layers/geofenceLayers';
import { CORRIDOR_DEFAULT_WIDTH } from './geofenceShape';
import { useNotifyError } from '../../kit/useNotifyError';

const FIELDS = ['shape', 'points', 'center', 'radiusMeters'] as const;

const initialMode = (shape: unknown): DrawMode => (shape === 'circle' ? 'circle' : shape === 'corridor' ? 'linestring' : 'polygon');

/**
 * The shape of a geofence drawn and edited on the map (polygon, circle or a corridor's line),
 * inside react-admin's geofence form: it edits the form's shape, points, center and radiusMeters
 * (a corridor's width is typed beside it and drawn as a band). The tenant's other geofences and
 * its assets are drawn too, with which assets are inside each now.
 */
export default function GeofenceShapeInput() {
  const translate = useTranslate();
  const record = useRecordContext<Geofence>();
  const { setValue } = useFormContext();
  const [shape, points, center, radiusMeters, widthMeters] = useWatch({ name: [...FIELDS, 'widthMeters'] });
  const values = useMemo<Partial<ShapeValues>>(
    () => ({
      shape: shape ?? 'polygon',
      points: points ?? [],
      center: center ?? null,
      radiusMeters: radiusMeters ?? null,
      widthMeters: widthMeters ?? null,
    }),
    [shape, points, center, radiusMeters, widthMeters],
  );
  const [mode, setMode] = useState<DrawMode>(() => (record ? 'select' : initialMode(shape)));
  const [initialValues] = useState(values);

  const geofences = useQuery({ queryKey: ['map', 'geofences'], queryFn: () => unwrapRequired(apiClients().geo.GET('/geofences', {})) });
  const assets = useQuery({ queryKey: ['map', 'assets'], queryFn: () => unwrapRequired(apiClients().assets.GET('/assets', {})) });
  useNotifyError(geofences.error ?? assets.error);
  const others = useMemo(() => (geofences.data ?? []).filter((g) => g.id !== record?.id), [geofences.data, record?.id]);
  // The corridor being drawn is a line to terra-draw: its band comes with the others.
  const underlay = useMemo(
    () =>
      geofenceLayers(
        values.shape === 'corridor'
          ? [
              ...others,
              {
                id: 'drawn',
                name: '',
                color: '#1976d2',
                center: null,
                radiusMeters: null,
                shape: 'corridor',
                points: values.points ?? [],
                widthMeters: values.widthMeters ?? null,
              },
            ]
          : others,
      ),
    [others, values],
  );
  const fleet = useMemo(() => {
    const state = new FleetState();
    state.replace((assets.data ?? []).map(toFleetAsset));
    return state;
  }, [assets.data]);

  const write = (next: ShapeValues) => {
    for (const field of FIELDS) setValue(field, next[field], { shouldDirty: true, shouldValidate: true });
    if (next.shape === 'corridor' && !widthMeters) setValue('widthMeters', CORRIDOR_DEFAULT_WIDTH, { shouldDirty: true });
  };
  const outline = shapeRing(initialValues) ?? corridorLine(initialValues);
  const initialBounds = outline
    ? boundsOfPoints(outline.map(([longitude, latitude]) => ({ latitude, longitude })))
    : boundsOfPositions(fleet.positions, fleet.length);
  const ready = geofences.isFetched && assets.isFetched;

  return (
    // One column no wider than the form: an auto column grows to the toolbar's width on a phone, and the map with it.
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, my: 1 }}>
      <DrawToolbar
        mode={mode}
        onMode={setMode}
        onClear={() => write({ shape: values.shape ?? 'polygon', points: [], center: null, radiusMeters: null })}
      />
      {ready && (
        <MapCanvas
          name="geofence"
          label={translate('maps.geofence.label')}
          initialView={initialBounds && { bounds: initialBounds }}
          height={420}
        >
          <FleetLayers fleet={fleet} statusFilter={null} underlay={underlay} openOnClick={false} />
          <ShapeDrawing mode={mode} values={values} onChange={write} onFinished={() => setMode('select')} />
        </MapCanvas>
      )}
      <GeofenceOccupancy shape={values} others={others} assets={assets.data ?? []} />
    </Box>
  );
}
