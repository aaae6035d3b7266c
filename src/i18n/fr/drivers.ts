import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: 'Clés de conducteur', allowedAssetIds: 'Peut conduire' },
      sections: { identification: 'Identification' },
      help: {
        keys: 'Identifiants iButton ou RFID, 8 à 16 chiffres hexadécimaux : saisissez-en un puis Entrée.',
        allowedAssetIds: 'Vide : tous les véhicules.',
      },
      validation: { key: 'Une clé de conducteur compte 8 à 16 chiffres hexadécimaux.' },
    },
  },
  driverAssignment: {
    assign: 'Affecter un conducteur',
    unassign: 'Retirer',
    driver: 'Conducteur',
    confirm: 'Affecter',
  },
  driverSessions: {
    title: 'Sessions de conduite',
    vehicle: 'Véhicule',
    started: 'Du',
    ended: 'Au',
    current: 'En cours',
    source: 'Source',
    sources: { key: 'Clé', manual: 'À la main' },
    endReason: 'Fin par',
    endReasons: { otherKey: 'Autre clé', ignitionOff: 'Contact coupé', manual: 'À la main', otherVehicle: 'Autre véhicule' },
    none: 'Aucune session de conduite.',
  },
  driverPage: {
    score: 'Note de conduite',
    score_by_week: 'Note par semaine',
    trips: 'Trajets des %{days} derniers jours',
    events: 'Conduite brusque des %{days} derniers jours',
    event: 'Événement',
    no_trips: 'Aucun trajet ces jours-ci.',
    no_events: 'Aucune conduite brusque ces jours-ci.',
  },
  reports: {
    types: { drivingScores: 'Notes de conduite' },
    drivingScores: {
      driver: 'Conducteur',
      score: 'Note',
      previous: 'Période précédente',
      penalty: 'Points de pénalité',
      too_short: 'Moins de 20 km',
      rank_by: 'Classer',
      by_driver: 'Conducteurs',
      by_asset: 'Véhicules',
      empty: 'Personne n’a conduit sur cette période.',
      open_driver: 'Ouvrir la page du conducteur',
      dashboard: {
        title: 'Notes de conduite cette semaine',
        none: 'Aucun conducteur n’a roulé 20 km cette semaine.',
        all: 'Notes de conduite',
        best: 'Meilleurs',
        worst: 'Moins bons',
        previous: 'Semaine précédente : %{score}',
        no_previous: 'Pas de note la semaine précédente',
      },
      events: {
        harshAcceleration: 'Accélérations brusques',
        harshBraking: 'Freinages brusques',
        harshCornering: 'Virages brusques',
        speeding: 'Excès de vitesse',
        idle: 'Ralenti',
      },
      settings: {
        title: 'Réglages de conduite',
        saved: 'Réglages de conduite enregistrés.',
        class: { car: 'Voitures (et autres types)', van: 'Fourgonnettes', truck: 'Camions', bus: 'Bus' },
        threshold: { harshAcceleration: 'Accélération (m/s²)', harshBraking: 'Freinage (m/s²)', harshCornering: 'Virage (m/s²)' },
        weights: 'Points de pénalité par événement',
        sessionGraceSeconds: 'Délai de fin de session, contact coupé (s)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
