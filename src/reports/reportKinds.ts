export const REPORT_KINDS = [
  'movement',
  'trips',
  'stops',
  'dailySummary',
  'fuel',
  'costs',
  'events',
  'geofenceVisits',
  'corridorTime',
  'drivingScores',
  'locations',
  'weather',
  'summary',
  'suntechObd',
  'suntechStatus',
  'rutx',
  'sensorsState',
  'sensorsLogs',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The report menu: what the vehicle did, its alerts, then what its device sent. */
export const REPORT_GROUPS: { label: string; kinds: ReportKind[] }[] = [
  {
    label: 'reports.groups.driving',
    kinds: ['movement', 'trips', 'stops', 'dailySummary', 'fuel', 'costs', 'locations', 'weather', 'summary'],
  },
  { label: 'reports.groups.events', kinds: ['events', 'geofenceVisits', 'corridorTime', 'drivingScores'] },
  { label: 'reports.groups.device', kinds: ['suntechObd', 'suntechStatus', 'rutx', 'sensorsState', 'sensorsLogs'] },
];

export const isReportKind = (value: unknown): value is ReportKind => REPORT_KINDS.includes(value as ReportKind);

/** The driving scores and the costs cover the whole fleet: no assets to choose. */
export const isFleetWide = (kind: ReportKind) => kind === 'drivingScores' || kind === 'costs';

/** The sensors state is the latest value of each attribute: it has no period. */
export const usesPeriod = (kind: ReportKind) => kind !== 'sensorsState';
