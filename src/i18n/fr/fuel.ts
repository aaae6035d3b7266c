import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "Capacité du réservoir (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "Carburant",
    },
    fuel: {
      start_level: "Niveau au début",
      end_level: "Niveau à la fin",
      filled: "Plein fait",
      drained: "Siphonné",
      consumed: "Consommé",
      per_100_km: "Aux 100 km",
      per_engine_hour: "Par heure moteur",
      cost: "Coût du carburant",
      event: "Événement",
      litres: "Litres",
      litres_l: "Litres (l)",
      before: "Avant",
      after: "Après",
      chart: "Niveau de carburant dans le temps",
      level: "Niveau",
      events: "Pleins et siphonnages",
      kinds: {
        fill: "Plein",
        drain: "Siphonnage",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
