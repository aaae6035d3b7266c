import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "油箱容量 (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "燃油",
    },
    fuel: {
      start_level: "期初油量",
      end_level: "期末油量",
      filled: "加油量",
      drained: "漏油量",
      consumed: "耗油量",
      per_100_km: "百公里油耗",
      per_engine_hour: "每发动机小时油耗",
      cost: "燃油费用",
      event: "事件",
      litres: "升",
      litres_l: "升 (l)",
      before: "之前",
      after: "之后",
      chart: "油量随时间变化",
      level: "油量",
      events: "加油与漏油",
      kinds: {
        fill: "加油",
        drain: "漏油",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
