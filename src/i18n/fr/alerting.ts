import type en from '../en/alerting';
import type { Translation } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting: Translation<typeof en> = {
  resources: {
    alerts: {
      types: {
        ignitionOn: "Contact mis",
        ignitionOff: "Contact coupé",
        idle: "Ralenti",
        offline: "Hors ligne",
        alarm: "Alarme du boîtier",
        lowBattery: "Batterie faible",
        maintenanceDue: "Entretien à prévoir",
        corridorExit: "Sortie du corridor",
        corridorReturn: "Retour dans le corridor",
      },
      messages: {
        geofenceEnter: "%{asset} : entrée dans %{geofence}",
        geofenceExit: "%{asset} : sortie de %{geofence}",
        speeding: "%{asset} a roulé à %{speed}, au-delà de la limite de %{limit}",
        ignitionOn: "%{asset} : contact mis",
        ignitionOff: "%{asset} : contact coupé",
        idle: "%{asset} tourne au ralenti depuis plus de %{duration}",
        offline: "%{asset} n'a rien envoyé depuis plus de %{duration}",
        alarm: "%{asset} a déclenché une alarme : %{alarms}",
        lowBattery: "%{asset} : batterie à %{level}, sous le seuil de %{threshold}",
        maintenanceDue: "%{asset} : entretien à prévoir (%{rule})",
        maintenanceDueOn: "%{asset} : %{title} à prévoir le %{date} (%{rule})",
        corridorExit: "%{asset} : sortie du corridor %{geofence}",
        corridorReturn: "%{asset} : retour dans le corridor %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: "Événement de contact",
        durationMinutes: "Après (minutes)",
        alarms: "Alarmes",
        batteryPercent: "Batterie sous (%)",
        odometerKm: "Compteur atteint (km)",
        engineHours: "Heures moteur atteintes",
        importantDateTitle: "Date importante",
        daysBefore: "Jours d'avance",
        schedule: {
          days: "Jours",
          from: "De",
          to: "Jusqu'à",
          timeZone: "Fuseau horaire",
        },
      },
      types: {
        ignition: "Contact",
        idle: "Ralenti",
        offline: "Hors ligne",
        alarm: "Alarme du boîtier",
        lowBattery: "Batterie faible",
        maintenance: "Entretien",
      },
      ignitionEvents: {
        on: "Mis",
        off: "Coupé",
        both: "Mis ou coupé",
      },
      alarms: {
        sos: "SOS",
        powerCut: "Coupure d’alimentation",
        tampering: "Sabotage",
        vibration: "Vibration",
        overspeed: "Survitesse",
        lowBattery: "Batterie faible",
        powerOff: "Mise hors tension",
      },
      days: { 1: "Lundi", 2: "Mardi", 3: "Mercredi", 4: "Jeudi", 5: "Vendredi", 6: "Samedi", 7: "Dimanche" },
      sections: { schedule: "Quand elle peut se déclencher" },
      help: {
        alarms: "Ne cochez rien pour alerter sur toute alarme.",
        maintenanceMeasure: "Indiquez un kilométrage, des heures moteur ou une date importante.",
        importantDate: "Le titre d'une date importante du véhicule, p. ex. Contrôle technique.",
        schedule: "Ne cochez aucun jour pour alerter à toute heure.",
        timeZone: "Par exemple Europe/Paris.",
        clock: "Une heure comme 08:00.",
      },
    },
  },
  shell: {
    notifications: {
      menu: "Notifications",
      title: "Mes notifications",
      intro: "Choisissez comment vous êtes prévenu de chaque type d’alerte.",
      alertType: "Alerte",
      email: "E-mail",
      push: "Notification du navigateur",
      toast: "Dans la console",
      save: "Enregistrer",
      saved: "Réglages de notification enregistrés.",
      pushOn: "Recevoir les notifications dans ce navigateur",
      pushOff: "Arrêter les notifications dans ce navigateur",
      pushEnabled: "Les notifications sont actives dans ce navigateur.",
      pushDisabled: "Les notifications sont inactives dans ce navigateur.",
      pushUnsupported: "Ce navigateur ne peut pas recevoir de notifications.",
      pushDenied: "Les notifications sont bloquées pour ce site dans le navigateur.",
      liveAlert: "Alerte : %{message}",
    },
  },
};

export default alerting;
