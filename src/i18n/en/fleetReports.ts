import type { MessageTree } from '../types';

/** Texts of the stops, daily summary, events and geofence visits reports, and of the XLSX export. */
const fleetReports = {
  reports: {
    types: {
      stops: 'Stops',
      dailySummary: 'Daily summary',
      events: 'Events',
      geofenceVisits: 'Geofence visits',
      corridorTime: 'Time off corridors',
    },
    groups: {
      events: 'Alerts',
    },
    columns: {
      address: 'Address',
      day: 'Day',
      driving: 'Time in motion',
      driving_s: 'Time in motion (s)',
      idle: 'Idle time',
      idle_s: 'Idle time (s)',
      start_odometer_km: 'Start odometer (km)',
      end_odometer_km: 'End odometer (km)',
      fuel_used: 'Fuel used',
      fuel_used_l: 'Fuel used (l)',
      geofence: 'Geofence',
      entered: 'Entered',
      left: 'Left',
      time_inside: 'Time inside',
      time_inside_s: 'Time inside (s)',
      corridor: 'Corridor',
      exits: 'Exits',
      time_outside: 'Time outside',
      time_outside_s: 'Time outside (s)',
    },
    stops: {
      min_duration: 'Minimum stop (min)',
      radius: 'Radius (m)',
      map: 'Stops of %{name}',
    },
    daily: {
      fleet: 'Whole fleet',
    },
    visits: {
      before_period: 'Before the period',
      still_inside: 'Still inside',
      per_geofence: 'Time inside per geofence',
    },
    events: {
      type: 'Alert type',
      geofence: 'Geofence',
      any: 'Any',
    },
    schedules: {
      open: 'Mail regularly…',
      title: 'Report by e-mail',
      explain: 'The %{report} report of %{assets}, for the day or week just ended, sent to you as a CSV file after midnight.',
      frequency: 'How often',
      chosen_assets: 'The chosen assets',
      daily: 'Every day',
      weekly: 'Every week',
      yours: 'Your report mails',
      stop: 'Stop this mail',
      next: 'Next: %{time}',
      none: 'No report mails yet.',
      create: 'Mail me this report',
      created: 'You will receive this report by e-mail.',
    },
    actions: {
      export_xlsx: 'Export XLSX',
      export_pdf: 'Export PDF',
    },
    states: {
      export_failed: 'The export could not be made.',
    },
  },
} satisfies MessageTree;

export default fleetReports;
