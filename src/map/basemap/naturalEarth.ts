import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export interface NaturalEarth {
  countries: GeoJSON.FeatureCollection;
  borders: GeoJSON.MultiLineString;
  coastlines: GeoJSON.MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Country shapes, land borders and coastlines from the Natural Earth 1:50m topology. */
export function naturalEarthShapes(topology: Countries): NaturalEarth {
  const countries = topology.objects.countries;
  return {
    countries: feature(topology, countries) as GeoJSON.FeatureCollection,
    borders: mesh(topology, countries, (a, b) => a !== b),
    coastlines: mesh(topology, countries, (a, b) => a === b),
  };
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
