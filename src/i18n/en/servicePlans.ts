import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: 'Service plan |||| Service plans',
      fields: {
        name: 'Name',
        assetId: 'Asset',
        assetName: 'Asset',
        modelId: 'Model',
        modelName: 'Model',
        everyKm: 'Every (km)',
        dueSoonKm: 'Due soon before (km)',
        everyEngineHours: 'Every (engine hours)',
        dueSoonEngineHours: 'Due soon before (engine hours)',
        everyDays: 'Every (days)',
        everyMonths: 'Every (months)',
        dueSoonDays: 'Due soon before (days)',
        updatedAt: 'Updated',
      },
      every: { months: '%{smart_count} month |||| %{smart_count} months', days: '%{smart_count} day |||| %{smart_count} days' },
      sections: { about: 'Plan', intervals: 'Intervals, whichever comes first' },
      help: { assetOrModel: 'One asset, or every asset of one model.' },
      validation: {
        assetOrModel: 'Choose one asset or one model.',
        interval: 'Give at least one interval: km, engine hours, days or months.',
        daysOrMonths: 'Count the calendar in days or in months, not both.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
