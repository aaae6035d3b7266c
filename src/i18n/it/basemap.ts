import type en from '../en/basemap';
import type { Translation } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap: Translation<typeof en> = {
  basemap: {
    switch: 'Mappa di base',
    streets: 'Strade',
    offline: 'Contorni offline',
    unreachable: 'Impossibile raggiungere %{name}: vengono mostrati i contorni offline.',
  },
  maps: {
    route: {
      measured: 'Distanza e durata misurate dalle posizioni registrate.',
    },
  },
};

export default basemap;
