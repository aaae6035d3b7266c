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
    started: 'From',
    ended: 'Until',
    current: 'Now',
    source: 'Source',
    sources: { key: 'Key', manual: 'By hand' },
    endReason: 'Ended by',
    endReasons: { otherKey: 'Another key', ignitionOff: 'Ignition off', manual: 'By hand', otherVehicle: 'Another vehicle' },
    none: 'No driving sessions yet.',
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
    },
  },
} satisfies MessageTree;

export default drivers;
