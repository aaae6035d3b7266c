import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export interface NaturalEarth {
  /** The land, its rings the coastlines. */
  land: GeoJSON.FeatureCollection;
  /** The borders between countries on land, each once. */
  borders: GeoJSON.MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * The land and the land borders of the Natural Earth 1:50m topology. Country by country, the shapes would hold each
 * border twice and the coast again beside its own lines, twice the points that every map sends its worker.
 */
export function naturalEarthShapes(topology: Countries): NaturalEarth {
  const land = feature(topology, topology.objects.land) as GeoJSON.FeatureCollection;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    land: { ...land, features: land.features.map((shape) => ({ ...shape, geometry: polygonsAcrossAntimeridian(shape.geometry) })) },
    borders: { ...borders, coordinates: borders.coordinates.map((line) => acrossAntimeridian(line, false)) },
  };
}

function polygonsAcrossAntimeridian(geometry: GeoJSON.Geometry): GeoJSON.Geometry {
  const rings = (polygon: GeoJSON.Position[][]) => polygon.map((ring) => acrossAntimeridian(ring, true));
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: rings(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map(rings) };
  return geometry;
}

/**
 * A line or ring whose longitudes run on across the antimeridian (Chukotka at 190° rather than -170°). The topology
 * jumps from 180° to -180° there, which a flat map joins by a line across the world: filled, Eurasia's ring drew
 * land over the northern seas. A ring round the pole (Antarctica) crosses once and stays as it is.
 */
function acrossAntimeridian(line: GeoJSON.Position[], ring: boolean): GeoJSON.Position[] {
  let shift = 0;
  const continuous = line.map(([longitude, latitude], i) => {
    const step = i > 0 ? longitude - line[i - 1][0] : 0;
    if (step < -180) shift += 360;
    else if (step > 180) shift -= 360;
    return [longitude + shift, latitude];
  });
  return ring && shift !== 0 ? line : continuous;
}

let loading: Promise<NaturalEarth> | null = null;
let loaded: NaturalEarth | null = null;

/** The shapes if they have loaded already (maps made later start with them). */
export const loadedNaturalEarth = () => loaded;

/** Loads the shapes once, from a file bundled with the console: nothing from outside. */
export function loadNaturalEarth(): Promise<NaturalEarth> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then((topology) => (loaded = naturalEarthShapes(topology)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
