import type en from '../en/basemap';
import type { Translation } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap: Translation<typeof en> = {
  basemap: {
    switch: 'Mapa base',
    streets: 'Calles',
    offline: 'Contornos sin conexión',
    unreachable: 'No se pudo acceder a %{name}: se muestran los contornos sin conexión.',
  },
  maps: {
    route: {
      measured: 'Distancia y duración medidas a partir de las posiciones registradas.',
    },
  },
};

export default basemap;
