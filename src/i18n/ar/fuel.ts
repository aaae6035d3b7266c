import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    assetModels: {
      fields: {
        tankLitres: "سعة الخزان (l)",
      },
    },
  },
  reports: {
    types: {
      fuel: "الوقود",
    },
    fuel: {
      start_level: "المستوى في البداية",
      end_level: "المستوى في النهاية",
      filled: "المُعبّأ",
      drained: "المسحوب",
      consumed: "المستهلك",
      per_100_km: "لكل 100 كم",
      per_engine_hour: "لكل ساعة تشغيل",
      cost: "تكلفة الوقود",
      event: "الحدث",
      litres: "لترات",
      litres_l: "لترات (l)",
      before: "قبل",
      after: "بعد",
      chart: "مستوى الوقود عبر الزمن",
      level: "المستوى",
      events: "التعبئة والسحب",
      kinds: {
        fill: "تعبئة",
        drain: "سحب",
      },
    },
  },
} satisfies MessageTree;

export default fuel;
