import type en from '../en/alerting';
import type { Translation } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting: Translation<typeof en> = {
  resources: {
    alerts: {
      types: {
        ignitionOn: "Accensione",
        ignitionOff: "Spegnimento",
        idle: "Minimo",
        offline: "Offline",
        alarm: "Allarme del dispositivo",
        lowBattery: "Batteria scarica",
        maintenanceDue: "Manutenzione in scadenza",
        corridorExit: "Uscita dal corridoio",
        corridorReturn: "Rientro nel corridoio",
      },
      messages: {
        geofenceEnter: "%{asset}: ingresso in %{geofence}",
        geofenceExit: "%{asset}: uscita da %{geofence}",
        speeding: "%{asset} ha viaggiato a %{speed}, oltre il limite di %{limit}",
        ignitionOn: "%{asset}: accensione",
        ignitionOff: "%{asset}: spegnimento",
        idle: "%{asset} è al minimo da oltre %{duration}",
        offline: "%{asset} non invia nulla da oltre %{duration}",
        alarm: "%{asset} ha generato un allarme: %{alarms}",
        lowBattery: "%{asset}: batteria al %{level}, sotto il %{threshold}",
        maintenanceDue: "%{asset}: manutenzione in scadenza (%{rule})",
        maintenanceDueOn: "%{asset}: %{title} in scadenza il %{date} (%{rule})",
        corridorExit: "%{asset}: uscita dal corridoio %{geofence}",
        corridorReturn: "%{asset}: rientro nel corridoio %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: "Evento di accensione",
        durationMinutes: "Dopo (minuti)",
        alarms: "Allarmi",
        batteryPercent: "Batteria sotto (%)",
        odometerKm: "Contachilometri raggiunge (km)",
        engineHours: "Ore motore raggiungono",
        importantDateTitle: "Data importante",
        daysBefore: "Giorni di anticipo",
        schedule: {
          days: "Giorni",
          from: "Dalle",
          to: "Alle",
          timeZone: "Fuso orario",
        },
      },
      types: {
        ignition: "Accensione",
        idle: "Minimo",
        offline: "Offline",
        alarm: "Allarme del dispositivo",
        lowBattery: "Batteria scarica",
        maintenance: "Manutenzione",
      },
      ignitionEvents: {
        on: "Acceso",
        off: "Spento",
        both: "Acceso o spento",
      },
      alarms: {
        sos: "SOS",
        powerCut: "Interruzione di alimentazione",
        tampering: "Manomissione",
        vibration: "Vibrazione",
        overspeed: "Eccesso di velocità",
        lowBattery: "Batteria scarica",
        powerOff: "Spegnimento",
      },
      days: { 1: "Lunedì", 2: "Martedì", 3: "Mercoledì", 4: "Giovedì", 5: "Venerdì", 6: "Sabato", 7: "Domenica" },
      sections: { schedule: "Quando può scattare" },
      help: {
        alarms: "Non selezionarne nessuno per avvisare di qualsiasi allarme.",
        maintenanceMeasure: "Indica un contachilometri, ore motore o una data importante.",
        importantDate: "Il titolo di una data importante del mezzo, ad es. Revisione.",
        schedule: "Non selezionare alcun giorno per avvisare a qualsiasi ora.",
        timeZone: "Ad esempio Europe/Rome.",
        clock: "Un orario come 08:00.",
      },
    },
  },
  shell: {
    notifications: {
      menu: "Notifiche",
      title: "Le mie notifiche",
      intro: "Scegli come essere avvisato di ogni tipo di allarme.",
      alertType: "Allarme",
      email: "E-mail",
      push: "Notifica del browser",
      toast: "Nella console",
      save: "Salva",
      saved: "Impostazioni di notifica salvate.",
      pushOn: "Ricevi notifiche in questo browser",
      pushOff: "Interrompi le notifiche in questo browser",
      pushEnabled: "Le notifiche sono attive in questo browser.",
      pushDisabled: "Le notifiche sono disattivate in questo browser.",
      pushUnsupported: "Questo browser non può ricevere notifiche.",
      pushDenied: "Le notifiche sono bloccate per questo sito nel browser.",
      liveAlert: "Allarme: %{message}",
    },
  },
};

export default alerting;
