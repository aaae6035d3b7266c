import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "Capacità del serbatoio (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "Carburante",
    },
    fuel: {
      start_level: "Livello all'inizio",
      end_level: "Livello alla fine",
      filled: "Rifornito",
      drained: "Prelevato",
      consumed: "Consumato",
      per_100_km: "Per 100 km",
      per_engine_hour: "Per ora motore",
      cost: "Costo del carburante",
      event: "Evento",
      litres: "Litri",
      litres_l: "Litri (l)",
      before: "Prima",
      after: "Dopo",
      chart: "Livello del carburante nel tempo",
      level: "Livello",
      events: "Rifornimenti e prelievi",
      kinds: {
        fill: "Rifornimento",
        drain: "Prelievo",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
