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
    started: 'Du',
    ended: 'Au',
    current: 'En cours',
    source: 'Source',
    sources: { key: 'Clé', manual: 'À la main' },
    endReason: 'Fin par',
    endReasons: { otherKey: 'Autre clé', ignitionOff: 'Contact coupé', manual: 'À la main', otherVehicle: 'Autre véhicule' },
    none: 'Aucune session de conduite.',
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
    },
  },
} satisfies MessageTree;

export default drivers;
