import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "Capacidad del depósito (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "Combustible",
    },
    fuel: {
      start_level: "Nivel al inicio",
      end_level: "Nivel al final",
      filled: "Repostado",
      drained: "Extraído",
      consumed: "Consumido",
      per_100_km: "Por 100 km",
      per_engine_hour: "Por hora de motor",
      cost: "Coste de combustible",
      event: "Evento",
      litres: "Litros",
      litres_l: "Litros (l)",
      before: "Antes",
      after: "Después",
      chart: "Nivel de combustible en el tiempo",
      level: "Nivel",
      events: "Repostajes y extracciones",
      kinds: {
        fill: "Repostaje",
        drain: "Extracción",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
