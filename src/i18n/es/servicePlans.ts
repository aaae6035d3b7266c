import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: 'Plan de servicio |||| Planes de servicio',
      fields: {
        name: 'Nombre',
        assetId: 'Activo',
        assetName: 'Activo',
        modelId: 'Modelo',
        modelName: 'Modelo',
        everyKm: 'Cada (km)',
        dueSoonKm: 'Próximo antes de (km)',
        everyEngineHours: 'Cada (horas de motor)',
        dueSoonEngineHours: 'Próximo antes de (horas de motor)',
        everyDays: 'Cada (días)',
        everyMonths: 'Cada (meses)',
        dueSoonDays: 'Próximo antes de (días)',
        updatedAt: 'Actualizado',
      },
      every: { months: '%{smart_count} mes |||| %{smart_count} meses', days: '%{smart_count} día |||| %{smart_count} días' },
      sections: { about: 'Plan', intervals: 'Intervalos, lo que llegue primero' },
      help: { assetOrModel: 'Un activo, o todos los activos de un modelo.' },
      validation: {
        assetOrModel: 'Elija un activo o un modelo.',
        interval: 'Indique al menos un intervalo: km, horas de motor, días o meses.',
        daysOrMonths: 'Cuente el calendario en días o en meses, no ambos.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
