import type { MessageTree } from '../types';

const fleetReports = {
  reports: {
    types: {
      stops: 'Arrêts',
      dailySummary: 'Résumé quotidien',
      events: 'Événements',
      geofenceVisits: 'Passages en zone',
      corridorTime: 'Temps hors corridors',
    },
    groups: {
      events: 'Alertes',
    },
    columns: {
      address: 'Adresse',
      day: 'Jour',
      driving: 'Temps en mouvement',
      driving_s: 'Temps en mouvement (s)',
      idle: 'Temps au ralenti',
      idle_s: 'Temps au ralenti (s)',
      start_odometer_km: 'Compteur au début (km)',
      end_odometer_km: 'Compteur à la fin (km)',
      fuel_used: 'Carburant consommé',
      fuel_used_l: 'Carburant consommé (l)',
      geofence: 'Zone',
      entered: 'Entrée',
      left: 'Sortie',
      time_inside: 'Temps dans la zone',
      time_inside_s: 'Temps dans la zone (s)',
      corridor: 'Corridor',
      exits: 'Sorties',
      time_outside: 'Temps hors corridor',
      time_outside_s: 'Temps hors corridor (s)',
    },
    stops: {
      min_duration: 'Arrêt minimum (min)',
      radius: 'Rayon (m)',
      map: 'Arrêts de %{name}',
    },
    daily: {
      fleet: 'Toute la flotte',
    },
    visits: {
      before_period: 'Avant la période',
      still_inside: 'Toujours dans la zone',
      per_geofence: 'Temps par zone',
    },
    events: {
      type: "Type d'alerte",
      geofence: 'Zone',
      any: 'Tous',
    },
    schedules: {
      open: 'Envoyer régulièrement…',
      title: 'Rapport par e-mail',
      explain: 'Le rapport %{report} de %{assets}, pour le jour ou la semaine écoulés, vous est envoyé en CSV après minuit.',
      frequency: 'Fréquence',
      chosen_assets: 'Les véhicules choisis',
      daily: 'Chaque jour',
      weekly: 'Chaque semaine',
      yours: 'Vos rapports par e-mail',
      stop: 'Arrêter cet envoi',
      next: 'Prochain envoi : %{time}',
      none: "Aucun rapport par e-mail pour l'instant.",
      create: "M'envoyer ce rapport",
      created: 'Vous recevrez ce rapport par e-mail.',
    },
    actions: {
      export_xlsx: 'Exporter en XLSX',
      export_pdf: 'Exporter en PDF',
    },
    states: {
      export_failed: "L'export n'a pas pu être créé.",
    },
  },
} satisfies MessageTree;

export default fleetReports;
