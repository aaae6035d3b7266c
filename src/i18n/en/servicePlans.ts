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
      remaining: {
        left: {
          km: '%{value} km left',
          hours: '%{value} engine hours left',
          days: '%{smart_count} day left |||| %{smart_count} days left',
        },
        over: {
          km: '%{value} km overdue',
          hours: '%{value} engine hours overdue',
          days: '%{smart_count} day overdue |||| %{smart_count} days overdue',
        },
      },
      states: {
        ok: 'OK',
        dueSoon: 'Due soon',
        overdue: 'Overdue',
      },
      record: {
        action: 'Record service',
        title: 'Record a service of %{plan}',
        servicedOn: 'Serviced on',
        odometerKm: 'Odometer (km)',
        engineHours: 'Engine hours',
        cost: 'Cost',
        notes: 'Notes',
        saved: 'Service recorded: the counters start again from it.',
      },
      asset: {
        title: 'Service plans',
        none: 'No service plan covers this asset.',
      },
      records: {
        title: 'Services done',
        none: 'No service recorded yet.',
        servicedOn: 'Serviced on',
        planName: 'Plan',
        odometerKm: 'Odometer (km)',
        engineHours: 'Engine hours',
        cost: 'Cost',
        notes: 'Notes',
        recordedBy: 'Recorded by',
        actions: 'Actions',
        edit: 'Edit the service %{name}',
        delete: 'Delete the service %{name}',
        saved: 'Service corrected: the plan is judged again.',
        deleted: 'Service deleted: the counters run again from the one before.',
        confirmTitle: 'Delete the service %{name}?',
        confirmContent: "The plan's counters will run again from the service before it, or from the plan's start.",
      },
      dashboard: {
        title: 'Due for service',
        none: 'Nothing is due for service.',
        all: 'All service plans',
      },
      validation: {
        assetOrModel: 'Choose one asset or one model.',
        interval: 'Give at least one interval: km, engine hours, days or months.',
        daysOrMonths: 'Count the calendar in days or in months, not both.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
