import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: 'Driver keys', allowedAssetIds: 'May drive' },
      sections: { identification: 'Identification' },
      help: { keys: 'iButton or RFID ids, 8 to 16 hex digits: type one and press Enter.', allowedAssetIds: 'Empty: any vehicle.' },
      validation: { key: 'A driver key is 8 to 16 hex digits.' },
    },
  },
  driverAssignment: {
    assign: 'Assign driver',
    unassign: 'Unassign',
    driver: 'Driver',
    confirm: 'Assign',
  },
  driverSessions: {
    title: 'Driving sessions',
    vehicle: 'Vehicle',
    started: 'From',
    ended: 'Until',
    current: 'Now',
    source: 'Source',
    sources: { key: 'Key', manual: 'By hand' },
    endReason: 'Ended by',
    endReasons: { otherKey: 'Another key', ignitionOff: 'Ignition off', manual: 'By hand', otherVehicle: 'Another vehicle' },
    none: 'No driving sessions yet.',
  },
  driverPage: {
    score: 'Driving score',
    score_by_week: 'Score by week',
    trips: 'Trips of the last %{days} days',
    events: 'Harsh driving of the last %{days} days',
    event: 'Event',
    no_trips: 'No trips in these days.',
    no_events: 'No harsh driving in these days.',
  },
  reports: {
    types: { drivingScores: 'Driving scores' },
    drivingScores: {
      driver: 'Driver',
      score: 'Score',
      previous: 'Previous period',
      penalty: 'Penalty points',
      too_short: 'Under 20 km',
      rank_by: 'Rank',
      by_driver: 'Drivers',
      by_asset: 'Vehicles',
      empty: 'Nobody drove in this period.',
      open_driver: "Open the driver's page",
      dashboard: {
        title: 'Driving scores this week',
        none: 'No driver has driven 20 km this week.',
        all: 'Driving scores',
        best: 'Best',
        worst: 'Worst',
        previous: 'Week before: %{score}',
        no_previous: 'No score the week before',
      },
      events: {
        harshAcceleration: 'Harsh accelerations',
        harshBraking: 'Harsh braking',
        harshCornering: 'Harsh cornering',
        speeding: 'Speeding',
        idle: 'Idling',
      },
      settings: {
        title: 'Driving settings',
        saved: 'Driving settings saved.',
        class: { car: 'Cars (and other types)', van: 'Vans', truck: 'Trucks', bus: 'Buses' },
        threshold: { harshAcceleration: 'Acceleration (m/s²)', harshBraking: 'Braking (m/s²)', harshCornering: 'Cornering (m/s²)' },
        weights: 'Penalty points per event',
        sessionGraceSeconds: 'Session grace period, ignition off (s)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
