import type en from '../en/trackers';
import type { Translation } from '../types';

/** Tracker screens: pending devices, commands to devices, and the attributes trackers send. */
const trackers: Translation<typeof en> = {
  resources: {
    pendingDevices: {
      name: 'Boîtier en attente |||| Boîtiers en attente',
      fields: {
        protocol: 'Protocole',
        identifier: 'Identifiant',
        firstSeenAt: 'Vu la première fois',
        lastSeenAt: 'Vu la dernière fois',
        remoteAddress: 'Adresse distante',
        messageCount: 'Messages',
      },
      register: 'Enregistrer',
      register_one: 'Enregistrer %{identifier}',
      register_title: 'Enregistrer le boîtier %{identifier}',
      register_intro: 'Ce traceur %{protocol} s’est connecté mais aucun client ne l’a enregistré. Une fois enregistré, il est accepté à sa prochaine connexion.',
      registered: 'Boîtier %{identifier} enregistré.',
    },
    devices: {
      commands: {
        title: 'Commandes',
        empty: 'Aucune commande envoyée à ce boîtier pour l’instant.',
        send: 'Envoyer',
        custom_label: 'Commande personnalisée',
        custom_help: 'Envoyée telle quelle, p. ex. STATUS#',
        sent_now: 'Commande envoyée au boîtier.',
        queued_now: 'Le boîtier est hors ligne : la commande attend sa prochaine connexion.',
        confirm_stop_title: 'Couper le moteur ?',
        confirm_stop: 'Le boîtier va couper le moteur (relais de carburant ou d’allumage). Ne le faites que si le véhicule peut s’arrêter sans danger.',
        types: {
          engineStop: 'Coupure moteur',
          engineResume: 'Remise en marche',
          custom: 'Personnalisée',
        },
        statuses: {
          queued: 'En attente',
          sent: 'Envoyée',
          answered: 'Répondue',
          failed: 'Échouée',
        },
        columns: {
          time: 'Heure',
          command: 'Commande',
          status: 'Statut',
          outcome: 'Réponse',
        },
        failures: {
          noAnswer: 'Pas de réponse du boîtier',
          unsupported: 'Le protocole du boîtier n’a pas cette commande',
        },
      },
    },
  },
  reports: {
    attributes: {
      ignition: 'Contact',
      motion: 'Mouvement',
      odometer: 'Odomètre',
      power: 'Tension externe',
      battery: 'Tension de la batterie',
      batt: 'Niveau de batterie',
      charge: 'En charge',
      gsmSignal: 'Niveau du signal GSM',
      satellites: 'Satellites',
      hdop: 'HDOP',
      pdop: 'PDOP',
      valid: 'Position GPS valide',
      fuelLevel: 'Niveau de carburant',
      fuel: 'Carburant',
      alarm: 'Alarme',
      armed: 'Armé',
      blocked: 'Moteur bloqué',
      in1: 'Entrée numérique 1',
      in2: 'Entrée numérique 2',
      in3: 'Entrée numérique 3',
      in4: 'Entrée numérique 4',
      out1: 'Sortie numérique 1',
      out2: 'Sortie numérique 2',
      vin: 'VIN',
      dtcs: 'Codes défaut',
      driverUniqueId: 'Clé du conducteur',
      event: 'IO de l’événement',
      priority: 'Priorité',
      status: 'Bits d’état',
      mcc: 'Indicatif pays mobile',
      mnc: 'Code réseau mobile',
      lac: 'Code de zone de localisation',
      cellId: 'Identifiant de cellule',
      io: 'IO %{id}',
    },
  },
};

export default trackers;
