import type { components } from '../../api/schema';
import { distanceColumn, type ReportColumn } from '../shared/columns';

export type DrivingScore = components['schemas']['DrivingScore'];
type EventKind = keyof DrivingScore['events'];

const scoreText = (score: number | null, format: { number(value: number, digits?: number): string }, none: string) =>
  score === null ? none : format.number(score, 1);

/** The trend against the period before: up, down or level, with the earlier score. */
const trend = (row: DrivingScore) =>
  row.score === null || row.previousScore === null ? '' : row.score > row.previousScore ? '↑' : row.score < row.previousScore ? '↓' : '→';

const eventColumn = (kind: EventKind): ReportColumn<DrivingScore> => ({
  label: `reports.drivingScores.events.${kind}`,
  value: (row) => row.events[kind],
  numeric: true,
});

/** The ranking, best first: who, how far, the score and its trend, the events behind it. */
export const scoreColumns = (subject: 'driver' | 'asset'): ReportColumn<DrivingScore>[] => [
  { label: subject === 'driver' ? 'reports.drivingScores.driver' : 'reports.columns.asset', value: (row) => row.name, text: true },
  {
    label: 'reports.drivingScores.score',
    value: (row) => row.score,
    format: (row, f, t) => scoreText(row.score, f, t('reports.drivingScores.too_short')),
    numeric: true,
  },
  {
    label: 'reports.drivingScores.previous',
    value: (row) => row.previousScore,
    format: (row, f, t) => `${trend(row)} ${scoreText(row.previousScore, f, t('reports.drivingScores.too_short'))}`.trim(),
    numeric: true,
  },
  distanceColumn((row) => row.distanceKm),
  {
    label: 'reports.drivingScores.penalty',
    value: (row) => row.penaltyPoints,
    format: (row, f) => f.number(row.penaltyPoints, 1),
    numeric: true,
  },
  ...(['harshAcceleration', 'harshBraking', 'harshCornering', 'speeding', 'idle'] as const).map(eventColumn),
];
