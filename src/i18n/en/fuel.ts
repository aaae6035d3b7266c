import type { MessageTree } from '../types';

/** English texts of fuel: the fuel report and the tank of an asset model (source of keys for the other languages). */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "Tank capacity (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "Fuel",
    },
    fuel: {
      start_level: "Level at start",
      end_level: "Level at end",
      filled: "Filled",
      drained: "Drained",
      consumed: "Consumed",
      per_100_km: "Per 100 km",
      per_engine_hour: "Per engine hour",
      cost: "Fuel cost",
      event: "Event",
      litres: "Litres",
      litres_l: "Litres (l)",
      before: "Before",
      after: "After",
      chart: "Fuel level over time",
      level: "Level",
      events: "Fills and drains",
      kinds: {
        fill: "Fill",
        drain: "Drain",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
