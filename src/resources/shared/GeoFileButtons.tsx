import { ExportButton, TopToolbar, CreateButton, type Exporter } from 'react-admin';
import type { components } from '../../api/schema';
import { recordedExporter } from '../../providers/recordExport';
import { downloadText } from '../../kit/download';
import { geoJsonToKml, geofencesToGeoJson, placesToGeoJson, readGeofenceFile, readPlaceFile, type FeatureCollection } from './geoFiles';
import { ImportFileButton } from './ImportFileButton';

type Schemas = components['schemas'];

/** Exporters of a list as GeoJSON and as KML (each recorded in the audit log), named after the resource. */
function geoExporters<T>(toGeoJson: (records: T[]) => FeatureCollection) {
  const geojson: Exporter = (records, _fetch, _provider, resource) =>
    downloadText(`${resource}.geojson`, 'application/geo+json', JSON.stringify(toGeoJson(records as T[]), null, 2));
  const kml: Exporter = (records, _fetch, _provider, resource) =>
    downloadText(`${resource}.kml`, 'application/vnd.google-earth.kml+xml', geoJsonToKml(toGeoJson(records as T[])));
  return { geojson: recordedExporter('geojson', geojson), kml: recordedExporter('kml', kml) };
}

const geofenceExporters = geoExporters<Schemas['Geofence']>(geofencesToGeoJson);
const placeExporters = geoExporters<Schemas['Place']>(placesToGeoJson);
const accept = '.geojson,.json,.kml,application/geo+json,application/vnd.google-earth.kml+xml';

/** The Geofences list's actions: create, import from GeoJSON or KML, export as either (same fields, so a file comes back the same). */
export const geofenceActions = (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
    <ImportFileButton resource="geofences" path="/imports/geofences" accept={accept} read={readGeofenceFile} />
    <ExportButton exporter={geofenceExporters.geojson} label="resources.geofences.import.export_geojson" />
    <ExportButton exporter={geofenceExporters.kml} label="resources.geofences.import.export_kml" />
  </TopToolbar>
);

/** The Places list's actions, as the Geofences list's. */
export const placeActions = (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
    <ImportFileButton resource="places" path="/imports/places" accept={accept} read={readPlaceFile} />
    <ExportButton exporter={placeExporters.geojson} label="resources.places.import.export_geojson" />
    <ExportButton exporter={placeExporters.kml} label="resources.places.import.export_kml" />
  </TopToolbar>
);
