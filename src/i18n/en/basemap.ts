import type { MessageTree } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap = {
  basemap: {
    switch: 'Base map',
    streets: 'Streets',
    offline: 'Offline outlines',
    unreachable: '%{name} could not be reached: showing the offline outlines.',
  },
  maps: {
    route: {
      measured: 'Distance and duration as measured from the recorded positions.',
    },
  },
} satisfies MessageTree;

export default basemap;
