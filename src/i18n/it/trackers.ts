import type en from '../en/trackers';
import type { Translation } from '../types';

/** Tracker screens: pending devices, commands to devices, and the attributes trackers send. */
const trackers: Translation<typeof en> = {
  resources: {
    pendingDevices: {
      name: 'Dispositivo in attesa |||| Dispositivi in attesa',
      fields: {
        protocol: 'Protocollo',
        identifier: 'Identificativo',
        firstSeenAt: 'Visto la prima volta',
        lastSeenAt: 'Visto l’ultima volta',
        remoteAddress: 'Indirizzo remoto',
        messageCount: 'Messaggi',
      },
      register: 'Registra',
      register_one: 'Registra %{identifier}',
      register_title: 'Registra il dispositivo %{identifier}',
      register_intro: 'Questo localizzatore %{protocol} si è collegato ma nessun cliente lo ha registrato. Una volta registrato, viene accettato al prossimo collegamento.',
      registered: 'Dispositivo %{identifier} registrato.',
    },
    devices: {
      commands: {
        title: 'Comandi',
        empty: 'Nessun comando ancora inviato a questo dispositivo.',
        send: 'Invia',
        custom_label: 'Comando personalizzato',
        custom_help: 'Inviato così com’è, ad es. STATUS#',
        sent_now: 'Comando inviato al dispositivo.',
        queued_now: 'Il dispositivo è offline: il comando resta in coda finché non si collega.',
        confirm_stop_title: 'Arrestare il motore?',
        confirm_stop: 'Il dispositivo interromperà il motore (relè del carburante o dell’accensione). Fallo solo quando il veicolo può fermarsi in sicurezza.',
        types: {
          engineStop: 'Arresto motore',
          engineResume: 'Riavvio motore',
          custom: 'Personalizzato',
        },
        statuses: {
          queued: 'In coda',
          sent: 'Inviato',
          answered: 'Risposto',
          failed: 'Fallito',
        },
        columns: {
          time: 'Ora',
          command: 'Comando',
          status: 'Stato',
          outcome: 'Risposta',
        },
        failures: {
          noAnswer: 'Nessuna risposta dal dispositivo',
          unsupported: 'Il protocollo del dispositivo non ha questo comando',
        },
      },
    },
  },
  reports: {
    attributes: {
      ignition: 'Accensione',
      motion: 'Movimento',
      odometer: 'Contachilometri',
      power: 'Tensione esterna',
      battery: 'Tensione della batteria',
      batt: 'Livello della batteria',
      charge: 'In carica',
      gsmSignal: 'Livello del segnale GSM',
      satellites: 'Satelliti',
      hdop: 'HDOP',
      pdop: 'PDOP',
      valid: 'Posizione GPS valida',
      fuelLevel: 'Livello carburante',
      fuel: 'Carburante',
      alarm: 'Allarme',
      armed: 'Inserito',
      blocked: 'Motore bloccato',
      in1: 'Ingresso digitale 1',
      in2: 'Ingresso digitale 2',
      in3: 'Ingresso digitale 3',
      in4: 'Ingresso digitale 4',
      out1: 'Uscita digitale 1',
      out2: 'Uscita digitale 2',
      vin: 'VIN',
      dtcs: 'Codici guasto',
      driverUniqueId: 'Chiave del conducente',
      event: 'IO dell’evento',
      priority: 'Priorità',
      status: 'Bit di stato',
      mcc: 'Prefisso paese mobile',
      mnc: 'Codice rete mobile',
      lac: 'Codice area di localizzazione',
      cellId: 'ID cella',
      io: 'IO %{id}',
    },
  },
};

export default trackers;
