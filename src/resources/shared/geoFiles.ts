import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import type { FileRead } from './fileImport';

type Schemas = components['schemas'];
type LatLng = Schemas['LatLng'];
export type GeofenceRow = Schemas['GeofenceInput'];
export type PlaceRow = Schemas['PlaceInput'];

/** The part of GeoJSON these files use: features with a point, a line or a polygon. */
type Geometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: string; coordinates?: unknown };
type Properties = Record<string, unknown>;
export interface Feature {
  type: 'Feature';
  geometry: Geometry | null;
  properties: Properties | null;
}
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

/** A feature a file gives that cannot become a row, by its index in the file (from 0). */
export interface FeatureProblem {
  feature: number;
  field: string;
  messages: string[];
}
/** The rows a file gives, with the index of the feature each came from (for the server's `rows.<i>` answers). */
export interface FileRows<Row> {
  rows: Row[];
  features: number[];
  problems: FeatureProblem[];
}

const position = (point: LatLng) => [point.longitude, point.latitude];
const latLng = (coordinates: number[]): LatLng => ({ latitude: coordinates[1], longitude: coordinates[0] });
const feature = (geometry: Geometry, properties: Properties): Feature => ({ type: 'Feature', geometry, properties });
const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

/** KML's ExtendedData holds text only: a number comes back as its digits. */
const numberOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
/** Only what the file says: a field it leaves out (or empty) takes the server's default. */
const given = (properties: Properties, keys: string[]) =>
  Object.fromEntries(
    keys.flatMap((key) =>
      properties[key] === undefined || properties[key] === null || properties[key] === '' ? [] : [[key, numberOf(properties[key])]],
    ),
  );

export function geofencesToGeoJson(geofences: Schemas['Geofence'][]): FeatureCollection {
  return collection(
    geofences.map((geofence) => {
      const properties = { name: geofence.name, description: geofence.description, color: geofence.color };
      if (geofence.shape === 'circle' && geofence.center) {
        return feature(
          { type: 'Point', coordinates: position(geofence.center) },
          { ...properties, shape: 'circle', radiusMeters: geofence.radiusMeters },
        );
      }
      if (geofence.shape === 'corridor') {
        return feature(
          { type: 'LineString', coordinates: geofence.points.map(position) },
          { ...properties, shape: 'corridor', widthMeters: geofence.widthMeters },
        );
      }
      // GeoJSON closes a ring by repeating its first point; the geofence keeps it open.
      const ring = geofence.points.map(position);
      return feature({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }, { ...properties, shape: 'polygon' });
    }),
  );
}

export function placesToGeoJson(places: Schemas['Place'][]): FeatureCollection {
  return collection(
    places.map((place) =>
      feature(
        { type: 'Point', coordinates: position(place.location) },
        { name: place.name, category: place.category, icon: place.icon, radiusMeters: place.radiusMeters },
      ),
    ),
  );
}

/** One feature as a row, or the reason it cannot be one (the server checks the row's fields). */
function geofenceRow(item: Feature): GeofenceRow | FeatureProblem['messages'] {
  const properties = item.properties ?? {};
  const row = { name: String(properties.name ?? ''), ...given(properties, ['description', 'color']) } as GeofenceRow;
  const geometry = item.geometry;
  if (geometry?.type === 'Point') {
    return {
      ...row,
      shape: 'circle',
      center: latLng(geometry.coordinates as number[]),
      radiusMeters: numberOf(properties.radiusMeters) as number,
    };
  }
  if (geometry?.type === 'LineString') {
    return {
      ...row,
      shape: 'corridor',
      points: (geometry.coordinates as number[][]).map(latLng),
      widthMeters: numberOf(properties.widthMeters) as number,
    };
  }
  if (geometry?.type === 'Polygon') {
    const ring = (geometry.coordinates as number[][][])[0] ?? [];
    const [first, last] = [ring[0], ring[ring.length - 1]];
    const open = ring.length > 1 && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
    return { ...row, shape: 'polygon', points: open.map(latLng) };
  }
  return [`A geofence is a point with a radius, a line with a width or a polygon, not ${geometry?.type ?? 'nothing'}.`];
}

function placeRow(item: Feature): PlaceRow | FeatureProblem['messages'] {
  if (item.geometry?.type !== 'Point') return [`A place is a point, not ${item.geometry?.type ?? 'nothing'}.`];
  const properties = item.properties ?? {};
  return {
    name: String(properties.name ?? ''),
    location: latLng(item.geometry.coordinates as number[]),
    ...given(properties, ['category', 'icon', 'radiusMeters']),
  } as PlaceRow;
}

function rowsOf<Row>(file: FeatureCollection, toRow: (item: Feature) => Row | string[]): FileRows<Row> {
  const result: FileRows<Row> = { rows: [], features: [], problems: [] };
  file.features.forEach((item, index) => {
    const row = toRow(item);
    if (Array.isArray(row)) result.problems.push({ feature: index, field: 'geometry', messages: row });
    else {
      result.rows.push(row);
      result.features.push(index);
    }
  });
  return result;
}

export const geofencesFromGeoJson = (file: FeatureCollection) => rowsOf(file, geofenceRow);
export const placesFromGeoJson = (file: FeatureCollection) => rowsOf(file, placeRow);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
const kmlCoordinates = (positions: number[][]) => positions.map((point) => point.join(',')).join(' ');

function kmlGeometry(geometry: Geometry): string {
  if (geometry.type === 'Point') return `<Point><coordinates>${kmlCoordinates([geometry.coordinates as number[]])}</coordinates></Point>`;
  if (geometry.type === 'LineString')
    return `<LineString><coordinates>${kmlCoordinates(geometry.coordinates as number[][])}</coordinates></LineString>`;
  const [ring] = geometry.coordinates as number[][][];
  return `<Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlCoordinates(ring)}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
}

/**
 * The same features as KML: name and description as KML's own, every other field (radius, width,
 * colour, category, icon) as ExtendedData, which readers such as Google Earth keep.
 */
export function geoJsonToKml(file: FeatureCollection): string {
  const placemarks = file.features.map(({ geometry, properties }) => {
    const { name, description, ...rest } = properties ?? {};
    const data = Object.entries(rest)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => `<Data name="${key}"><value>${escapeXml(String(value))}</value></Data>`)
      .join('');
    return [
      '<Placemark>',
      `<name>${escapeXml(String(name ?? ''))}</name>`,
      description ? `<description>${escapeXml(String(description))}</description>` : '',
      data ? `<ExtendedData>${data}</ExtendedData>` : '',
      geometry ? kmlGeometry(geometry) : '',
      '</Placemark>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks.join('\n')}</Document></kml>\n`;
}

/**
 * A file's features, from GeoJSON or KML (by its name or its first character). KML is read with
 * togeojson on the browser's DOMParser, loaded only when a KML file is chosen.
 */
export async function readGeoFile(name: string, text: string): Promise<FeatureCollection> {
  const isKml = /\.kml$/i.test(name) || text.trimStart().startsWith('<');
  if (!isKml) {
    const parsed = JSON.parse(text) as FeatureCollection | Feature;
    if (parsed?.type === 'Feature') return collection([parsed]);
    if (parsed?.type !== 'FeatureCollection' || !Array.isArray(parsed.features))
      throw new SyntaxError('The file is not a GeoJSON feature collection.');
    return parsed;
  }
  const { kml } = await import('@tmcw/togeojson');
  const document = new DOMParser().parseFromString(text, 'text/xml');
  if (document.getElementsByTagName('parsererror').length) throw new SyntaxError('The file is not well-formed KML.');
  return kml(document) as unknown as FeatureCollection;
}

/** A chosen GeoJSON or KML file as rows for an import, each problem on its feature's number (from 1). */
async function fileRead<Row>(file: File, toRows: (file: FeatureCollection) => FileRows<Row>, unreadable: string): Promise<FileRead> {
  let features: FeatureCollection;
  try {
    features = await readGeoFile(file.name, await file.text());
  } catch {
    return { refusal: unreadable };
  }
  const { rows, features: numbers, problems } = toRows(features);
  return {
    rows,
    lineOf: (rowIndex) => numbers[rowIndex] + 1,
    problems: problems.map((problem) => ({ line: problem.feature + 1, field: problem.field, messages: problem.messages })),
  };
}

export const readGeofenceFile = (file: File, translate: TranslateFunction) =>
  fileRead(file, geofencesFromGeoJson, translate('resources.geofences.import.unreadable'));
export const readPlaceFile = (file: File, translate: TranslateFunction) =>
  fileRead(file, placesFromGeoJson, translate('resources.places.import.unreadable'));
