import type en from '../en/basemap';
import type { Translation } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap: Translation<typeof en> = {
  basemap: {
    switch: 'Fond de carte',
    streets: 'Rues',
    offline: 'Contours hors ligne',
    unreachable: 'Le fond « %{name} » est injoignable : affichage des contours hors ligne.',
  },
  maps: {
    route: {
      measured: 'Distance et durée mesurées à partir des positions enregistrées.',
    },
  },
};

export default basemap;
