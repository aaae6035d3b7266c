import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: 'Chiavi conducente', allowedAssetIds: 'Può guidare' },
      sections: { identification: 'Identificazione' },
      help: {
        keys: 'Identificativi iButton o RFID, da 8 a 16 cifre esadecimali: digitane uno e premi Invio.',
        allowedAssetIds: 'Vuoto: qualsiasi veicolo.',
      },
      validation: { key: 'Una chiave conducente ha da 8 a 16 cifre esadecimali.' },
    },
  },
  driverAssignment: {
    assign: 'Assegna conducente',
    unassign: 'Rimuovi',
    driver: 'Conducente',
    confirm: 'Assegna',
  },
  driverSessions: {
    title: 'Sessioni di guida',
    vehicle: 'Veicolo',
    started: 'Dal',
    ended: 'Al',
    current: 'In corso',
    source: 'Origine',
    sources: { key: 'Chiave', manual: 'A mano' },
    endReason: 'Terminata da',
    endReasons: { otherKey: 'Altra chiave', ignitionOff: 'Quadro spento', manual: 'A mano', otherVehicle: 'Altro veicolo' },
    none: 'Ancora nessuna sessione di guida.',
  },
  driverPage: {
    score: 'Punteggio di guida',
    score_by_week: 'Punteggio per settimana',
    trips: 'Viaggi degli ultimi %{days} giorni',
    events: 'Guida brusca degli ultimi %{days} giorni',
    event: 'Evento',
    no_trips: 'Nessun viaggio in questi giorni.',
    no_events: 'Nessuna guida brusca in questi giorni.',
  },
  reports: {
    types: { drivingScores: 'Punteggi di guida' },
    drivingScores: {
      driver: 'Conducente',
      score: 'Punteggio',
      previous: 'Periodo precedente',
      penalty: 'Punti di penalità',
      too_short: 'Meno di 20 km',
      rank_by: 'Classifica',
      by_driver: 'Conducenti',
      by_asset: 'Veicoli',
      empty: 'Nessuno ha guidato in questo periodo.',
      open_driver: 'Apri la pagina del conducente',
      dashboard: {
        title: 'Punteggi di guida questa settimana',
        none: 'Nessun conducente ha percorso 20 km questa settimana.',
        all: 'Punteggi di guida',
        best: 'Migliori',
        worst: 'Peggiori',
        previous: 'Settimana precedente: %{score}',
        no_previous: 'Nessun punteggio la settimana precedente',
      },
      events: {
        harshAcceleration: 'Accelerazioni brusche',
        harshBraking: 'Frenate brusche',
        harshCornering: 'Curve brusche',
        speeding: 'Eccesso di velocità',
        idle: 'Minimo',
      },
      settings: {
        title: 'Impostazioni di guida',
        saved: 'Impostazioni di guida salvate.',
        class: { car: 'Auto (e altri tipi)', van: 'Furgoni', truck: 'Camion', bus: 'Autobus' },
        threshold: { harshAcceleration: 'Accelerazione (m/s²)', harshBraking: 'Frenata (m/s²)', harshCornering: 'Curva (m/s²)' },
        weights: 'Punti di penalità per evento',
        sessionGraceSeconds: 'Tolleranza di fine sessione, quadro spento (s)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
