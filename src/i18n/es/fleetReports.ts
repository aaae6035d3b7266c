import type { MessageTree } from '../types';

const fleetReports = {
  reports: {
    types: {
      stops: 'Paradas',
      dailySummary: 'Resumen diario',
      events: 'Eventos',
      geofenceVisits: 'Visitas a geocercas',
      corridorTime: 'Tiempo fuera de corredores',
    },
    groups: {
      events: 'Alertas',
    },
    columns: {
      address: 'Dirección',
      day: 'Día',
      driving: 'Tiempo en movimiento',
      driving_s: 'Tiempo en movimiento (s)',
      idle: 'Tiempo al ralentí',
      idle_s: 'Tiempo al ralentí (s)',
      start_odometer_km: 'Odómetro inicial (km)',
      end_odometer_km: 'Odómetro final (km)',
      fuel_used: 'Combustible usado',
      fuel_used_l: 'Combustible usado (l)',
      geofence: 'Geocerca',
      entered: 'Entrada',
      left: 'Salida',
      time_inside: 'Tiempo dentro',
      time_inside_s: 'Tiempo dentro (s)',
      corridor: 'Corredor',
      exits: 'Salidas',
      time_outside: 'Tiempo fuera',
      time_outside_s: 'Tiempo fuera (s)',
    },
    stops: {
      min_duration: 'Parada mínima (min)',
      radius: 'Radio (m)',
      map: 'Paradas de %{name}',
    },
    daily: {
      fleet: 'Toda la flota',
    },
    visits: {
      before_period: 'Antes del periodo',
      still_inside: 'Aún dentro',
      per_geofence: 'Tiempo dentro por geocerca',
    },
    events: {
      type: 'Tipo de alerta',
      geofence: 'Geocerca',
      any: 'Cualquiera',
    },
    schedules: {
      open: 'Enviar periódicamente…',
      title: 'Informe por correo',
      explain: 'El informe %{report} de %{assets}, del día o la semana que acaba de terminar, se le envía en CSV después de medianoche.',
      frequency: 'Frecuencia',
      chosen_assets: 'Los vehículos elegidos',
      daily: 'Cada día',
      weekly: 'Cada semana',
      yours: 'Sus informes por correo',
      stop: 'Detener este envío',
      next: 'Próximo: %{time}',
      none: 'Aún no hay informes por correo.',
      create: 'Enviarme este informe',
      created: 'Recibirá este informe por correo.',
    },
    actions: {
      export_xlsx: 'Exportar XLSX',
      export_pdf: 'Exportar PDF',
    },
    states: {
      export_failed: 'No se pudo crear la exportación.',
    },
  },
} satisfies MessageTree;

export default fleetReports;
