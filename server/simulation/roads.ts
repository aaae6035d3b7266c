/**
 * Closed driving loops along real main roads of the demo cities, as [latitude, longitude]
 * waypoints at the junctions (traced from memory of the street map: within a block or so of the
 * real road). A vehicle drives its loop round and round, stopping at lights and parking now and
 * then, so the map shows plausible traffic and the server derives real trips.
 */
export type Waypoint = [latitude: number, longitude: number];

export interface Loop {
  name: string;
  /** Typical speed between stops. */
  cruiseKmh: number;
  /** The last waypoint leads back to the first. */
  waypoints: Waypoint[];
}

export type CityName = 'Berlin' | 'Paris';

export const cityCentres: Record<CityName, Waypoint> = {
  Berlin: [52.52, 13.405],
  Paris: [48.8566, 2.3522],
};

export const loops: Record<CityName, Loop[]> = {
  Berlin: [
    {
      name: 'Inner ring (along the Ringbahn)',
      cruiseKmh: 55,
      waypoints: [
        [52.5013, 13.2834],
        [52.5306, 13.2997],
        [52.5363, 13.3436],
        [52.5428, 13.366],
        [52.5486, 13.3885],
        [52.5494, 13.4151],
        [52.5446, 13.4273],
        [52.5403, 13.4387],
        [52.5293, 13.4555],
        [52.5238, 13.4649],
        [52.5137, 13.4752],
        [52.5029, 13.4691],
        [52.4934, 13.4613],
        [52.4728, 13.4553],
        [52.4694, 13.4424],
        [52.4672, 13.4313],
        [52.4701, 13.3852],
        [52.4755, 13.3653],
        [52.4793, 13.3502],
        [52.4782, 13.3427],
        [52.4776, 13.3287],
        [52.4797, 13.3122],
        [52.4888, 13.2998],
        [52.4963, 13.2904],
      ],
    },
    {
      name: 'Straße des 17. Juni, Unter den Linden, Karl-Marx-Allee, Kreuzberg',
      cruiseKmh: 40,
      waypoints: [
        [52.5127, 13.3218],
        [52.5145, 13.3501],
        [52.5163, 13.3777],
        [52.5171, 13.3889],
        [52.5172, 13.4005],
        [52.5219, 13.4132],
        [52.5183, 13.4291],
        [52.5159, 13.4541],
        [52.5137, 13.4752],
        [52.5055, 13.4495],
        [52.502, 13.4458],
        [52.4992, 13.425],
        [52.4992, 13.418],
        [52.4977, 13.3918],
        [52.4994, 13.3743],
        [52.5035, 13.365],
        [52.5035, 13.349],
        [52.5096, 13.3487],
        [52.5145, 13.3501],
      ],
    },
    {
      name: 'Kurfürstendamm and Kantstraße',
      cruiseKmh: 35,
      waypoints: [
        [52.4987, 13.2905],
        [52.5, 13.3072],
        [52.503, 13.327],
        [52.5049, 13.3362],
        [52.5019, 13.343],
        [52.4995, 13.3538],
        [52.5035, 13.349],
        [52.5056, 13.3222],
        [52.5063, 13.306],
        [52.505, 13.284],
      ],
    },
    {
      name: 'Friedrichstraße, Tempelhofer Damm, Hermannstraße, Sonnenallee',
      cruiseKmh: 40,
      waypoints: [
        [52.525, 13.3879],
        [52.5171, 13.3889],
        [52.5075, 13.3904],
        [52.4977, 13.3918],
        [52.485, 13.3861],
        [52.4701, 13.3852],
        [52.462, 13.385],
        [52.4672, 13.4313],
        [52.4812, 13.4247],
        [52.4866, 13.4247],
        [52.4992, 13.418],
        [52.5075, 13.4175],
        [52.5219, 13.4132],
        [52.5251, 13.4024],
      ],
    },
  ],
  Paris: [
    {
      name: 'Boulevard Périphérique',
      cruiseKmh: 60,
      waypoints: [
        [48.8781, 2.2828],
        [48.8856, 2.2925],
        [48.8946, 2.3136],
        [48.8977, 2.3294],
        [48.8986, 2.3597],
        [48.8975, 2.3857],
        [48.8887, 2.3987],
        [48.8769, 2.4066],
        [48.8636, 2.4107],
        [48.847, 2.4105],
        [48.8292, 2.394],
        [48.8219, 2.3704],
        [48.8189, 2.3597],
        [48.8233, 2.3254],
        [48.8272, 2.3054],
        [48.8323, 2.2875],
        [48.838, 2.2568],
        [48.8484, 2.2581],
        [48.8605, 2.267],
        [48.8718, 2.276],
      ],
    },
    {
      name: 'Champs-Élysées, Rivoli, Bastille, Boulevard Saint-Germain',
      cruiseKmh: 35,
      waypoints: [
        [48.8738, 2.295],
        [48.8694, 2.31],
        [48.8656, 2.3212],
        [48.8625, 2.336],
        [48.8584, 2.3475],
        [48.857, 2.352],
        [48.8532, 2.3691],
        [48.85, 2.361],
        [48.849, 2.355],
        [48.853, 2.344],
        [48.8539, 2.3336],
        [48.856, 2.325],
        [48.861, 2.319],
        [48.8637, 2.3195],
        [48.8656, 2.3212],
        [48.8694, 2.31],
      ],
    },
    {
      name: 'Boulevard Haussmann, Grands Boulevards, Sébastopol',
      cruiseKmh: 35,
      waypoints: [
        [48.8738, 2.295],
        [48.8755, 2.303],
        [48.8752, 2.318],
        [48.8738, 2.332],
        [48.872, 2.339],
        [48.8717, 2.343],
        [48.8705, 2.3485],
        [48.8696, 2.3541],
        [48.8674, 2.3636],
        [48.8696, 2.3541],
        [48.8663, 2.3522],
        [48.8584, 2.3475],
        [48.8625, 2.336],
        [48.8656, 2.3212],
        [48.8694, 2.31],
      ],
    },
  ],
};
