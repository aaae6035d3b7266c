import type { MessageTree } from '../types';

const fleetReports = {
  reports: {
    types: {
      stops: 'Soste',
      dailySummary: 'Riepilogo giornaliero',
      events: 'Eventi',
      geofenceVisits: 'Visite alle aree',
      corridorTime: 'Tempo fuori dai corridoi',
    },
    groups: {
      events: 'Avvisi',
    },
    columns: {
      address: 'Indirizzo',
      day: 'Giorno',
      driving: 'Tempo in movimento',
      driving_s: 'Tempo in movimento (s)',
      idle: 'Tempo al minimo',
      idle_s: 'Tempo al minimo (s)',
      start_odometer_km: 'Contachilometri iniziale (km)',
      end_odometer_km: 'Contachilometri finale (km)',
      fuel_used: 'Carburante consumato',
      fuel_used_l: 'Carburante consumato (l)',
      geofence: 'Area',
      entered: 'Entrata',
      left: 'Uscita',
      time_inside: "Tempo nell'area",
      time_inside_s: "Tempo nell'area (s)",
      corridor: 'Corridoio',
      exits: 'Uscite',
      time_outside: 'Tempo fuori',
      time_outside_s: 'Tempo fuori (s)',
    },
    stops: {
      min_duration: 'Sosta minima (min)',
      radius: 'Raggio (m)',
      map: 'Soste di %{name}',
    },
    daily: {
      fleet: 'Tutta la flotta',
    },
    visits: {
      before_period: 'Prima del periodo',
      still_inside: "Ancora nell'area",
      per_geofence: 'Tempo per area',
    },
    events: {
      type: 'Tipo di avviso',
      geofence: 'Area',
      any: 'Qualsiasi',
    },
    schedules: {
      open: 'Invia regolarmente…',
      title: 'Rapporto via e-mail',
      explain:
        'Il rapporto %{report} di %{assets}, per il giorno o la settimana appena trascorsi, le viene inviato in CSV dopo mezzanotte.',
      frequency: 'Frequenza',
      chosen_assets: 'I veicoli scelti',
      daily: 'Ogni giorno',
      weekly: 'Ogni settimana',
      yours: 'I suoi rapporti via e-mail',
      stop: 'Interrompi questo invio',
      next: 'Prossimo: %{time}',
      none: 'Ancora nessun rapporto via e-mail.',
      create: 'Inviami questo rapporto',
      created: 'Riceverà questo rapporto via e-mail.',
    },
    actions: {
      export_xlsx: 'Esporta XLSX',
      export_pdf: 'Esporta PDF',
    },
    states: {
      export_failed: "Impossibile creare l'esportazione.",
    },
  },
} satisfies MessageTree;

export default fleetReports;
