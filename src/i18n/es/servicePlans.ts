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
      remaining: {
        left: {
          km: 'Quedan %{value} km',
          hours: 'Quedan %{value} horas de motor',
          days: 'Queda %{smart_count} día |||| Quedan %{smart_count} días',
        },
        over: {
          km: '%{value} km de retraso',
          hours: '%{value} horas de motor de retraso',
          days: '%{smart_count} día de retraso |||| %{smart_count} días de retraso',
        },
      },
      states: {
        ok: 'Correcto',
        dueSoon: 'Vence pronto',
        overdue: 'Vencido',
      },
      record: {
        action: 'Registrar servicio',
        title: 'Registrar un servicio de %{plan}',
        servicedOn: 'Fecha del servicio',
        odometerKm: 'Odómetro (km)',
        engineHours: 'Horas de motor',
        cost: 'Coste',
        notes: 'Notas',
        saved: 'Servicio registrado: los contadores vuelven a empezar desde él.',
      },
      asset: {
        title: 'Planes de servicio',
        none: 'Ningún plan de servicio cubre este activo.',
      },
      records: {
        title: 'Mantenimientos hechos',
        none: 'Aún no hay ningún mantenimiento registrado.',
        servicedOn: 'Fecha del mantenimiento',
        planName: 'Plan',
        odometerKm: 'Odómetro (km)',
        engineHours: 'Horas de motor',
        cost: 'Coste',
        notes: 'Notas',
        recordedBy: 'Registrado por',
        actions: 'Acciones',
        edit: 'Editar el mantenimiento %{name}',
        delete: 'Eliminar el mantenimiento %{name}',
        saved: 'Mantenimiento corregido: el plan se evalúa de nuevo.',
        deleted: 'Mantenimiento eliminado: los contadores vuelven a contar desde el anterior.',
        confirmTitle: '¿Eliminar el mantenimiento %{name}?',
        confirmContent: 'Los contadores del plan volverán a contar desde el mantenimiento anterior, o desde el inicio del plan.',
      },
      dashboard: {
        title: 'Servicio pendiente',
        none: 'No hay ningún servicio pendiente.',
        all: 'Todos los planes de servicio',
      },
      validation: {
        assetOrModel: 'Elija un activo o un modelo.',
        interval: 'Indique al menos un intervalo: km, horas de motor, días o meses.',
        daysOrMonths: 'Cuente el calendario en días o en meses, no ambos.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
