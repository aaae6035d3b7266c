import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: 'Piano di manutenzione |||| Piani di manutenzione',
      fields: {
        name: 'Nome',
        assetId: 'Veicolo',
        assetName: 'Veicolo',
        modelId: 'Modello',
        modelName: 'Modello',
        everyKm: 'Ogni (km)',
        dueSoonKm: 'In scadenza prima di (km)',
        everyEngineHours: 'Ogni (ore motore)',
        dueSoonEngineHours: 'In scadenza prima di (ore motore)',
        everyDays: 'Ogni (giorni)',
        everyMonths: 'Ogni (mesi)',
        dueSoonDays: 'In scadenza prima di (giorni)',
        updatedAt: 'Aggiornato',
      },
      every: { months: '%{smart_count} mese |||| %{smart_count} mesi', days: '%{smart_count} giorno |||| %{smart_count} giorni' },
      sections: { about: 'Piano', intervals: 'Intervalli, il primo raggiunto' },
      help: { assetOrModel: 'Un veicolo, o tutti i veicoli di un modello.' },
      remaining: {
        left: {
          km: 'Mancano %{value} km',
          hours: 'Mancano %{value} ore motore',
          days: 'Manca %{smart_count} giorno |||| Mancano %{smart_count} giorni',
        },
        over: {
          km: 'In ritardo di %{value} km',
          hours: 'In ritardo di %{value} ore motore',
          days: 'In ritardo di %{smart_count} giorno |||| In ritardo di %{smart_count} giorni',
        },
      },
      states: {
        ok: 'In regola',
        dueSoon: 'In scadenza',
        overdue: 'Scaduto',
      },
      record: {
        action: 'Registra manutenzione',
        title: 'Registra una manutenzione di %{plan}',
        servicedOn: 'Data della manutenzione',
        odometerKm: 'Contachilometri (km)',
        engineHours: 'Ore motore',
        cost: 'Costo',
        notes: 'Note',
        saved: 'Manutenzione registrata: i contatori ripartono da qui.',
      },
      asset: {
        title: 'Piani di manutenzione',
        none: 'Nessun piano di manutenzione copre questo veicolo.',
      },
      records: {
        title: 'Manutenzioni eseguite',
        none: 'Nessuna manutenzione registrata finora.',
        servicedOn: 'Data della manutenzione',
        planName: 'Piano',
        odometerKm: 'Contachilometri (km)',
        engineHours: 'Ore motore',
        cost: 'Costo',
        notes: 'Note',
        recordedBy: 'Registrata da',
        actions: 'Azioni',
        edit: 'Modifica la manutenzione %{name}',
        delete: 'Elimina la manutenzione %{name}',
        saved: 'Manutenzione corretta: il piano viene rivalutato.',
        deleted: 'Manutenzione eliminata: i contatori ripartono dalla precedente.',
        confirmTitle: 'Eliminare la manutenzione %{name}?',
        confirmContent: "I contatori del piano ripartiranno dalla manutenzione precedente, o dall'inizio del piano.",
      },
      dashboard: {
        title: 'Manutenzioni da fare',
        none: 'Nessuna manutenzione da fare.',
        all: 'Tutti i piani di manutenzione',
      },
      validation: {
        assetOrModel: 'Scegliere un veicolo o un modello.',
        interval: 'Indicare almeno un intervallo: km, ore motore, giorni o mesi.',
        daysOrMonths: 'Contare il calendario in giorni o in mesi, non entrambi.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
