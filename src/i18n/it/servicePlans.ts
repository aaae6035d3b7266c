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
      validation: {
        assetOrModel: 'Scegliere un veicolo o un modello.',
        interval: 'Indicare almeno un intervallo: km, ore motore, giorni o mesi.',
        daysOrMonths: 'Contare il calendario in giorni o in mesi, non entrambi.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
