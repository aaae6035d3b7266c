import { digits, letters, type Random } from './random';
import { frenchPlate, germanPlate } from './vehicleIds';

/** Where a demo tenant's fleet runs, and how vehicles and people look there. */
export interface City {
  name: 'Berlin' | 'Paris';
  latitude: number;
  longitude: number;
  plate: (random: Random) => string;
  phone: (random: Random) => string;
  licenceNumber: (random: Random) => string;
  inspection: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
}

export const berlin: City = {
  name: 'Berlin',
  latitude: 52.52,
  longitude: 13.405,
  plate: germanPlate,
  phone: (random) => `+49 15${random.int(1, 9)} ${random.chars(digits, 7)}`,
  // German licences: authority code, serial, check characters, e.g. "B072RRE2I55".
  licenceNumber: (random) =>
    `B${random.chars(digits, 3)}${random.chars(letters, 3)}${random.chars(digits, 1)}${random.chars(letters, 1)}${random.chars(digits, 2)}`,
  inspection: 'TÜV inspection',
  firstNames: [
    'Lukas',
    'Anna',
    'Jonas',
    'Lea',
    'Felix',
    'Marie',
    'Paul',
    'Sophie',
    'Leon',
    'Hannah',
    'Tim',
    'Mia',
    'Jan',
    'Laura',
    'Max',
    'Emma',
  ],
  lastNames: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
  ],
};

export const paris: City = {
  name: 'Paris',
  latitude: 48.8566,
  longitude: 2.3522,
  plate: frenchPlate,
  phone: (random) => `+33 ${random.pick(['6', '7'])} ${Array.from({ length: 4 }, () => random.chars(digits, 2)).join(' ')}`,
  // French licences carry a 12-digit number.
  licenceNumber: (random) => random.chars(digits, 12),
  inspection: 'Contrôle technique',
  firstNames: ['Lucas', 'Camille', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Léa', 'Arthur', 'Inès', 'Nathan', 'Sarah', 'Théo', 'Julie'],
  lastNames: [
    'Martin',
    'Bernard',
    'Dubois',
    'Thomas',
    'Robert',
    'Richard',
    'Petit',
    'Durand',
    'Leroy',
    'Moreau',
    'Simon',
    'Laurent',
    'Lefebvre',
  ],
};

/** A point spread evenly over a disc of `radiusKm` around the city centre. */
export function pointAround(random: Random, city: City, radiusKm: number) {
  const distance = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const kmPerDegree = 111.32;
  return {
    latitude: city.latitude + (distance * Math.cos(angle)) / kmPerDegree,
    longitude: city.longitude + (distance * Math.sin(angle)) / (kmPerDegree * Math.cos((city.latitude * Math.PI) / 180)),
  };
}
