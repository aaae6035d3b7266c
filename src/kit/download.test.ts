import { describe, expect, it } from 'vitest';
import { reportFileName } from './download';

describe('reportFileName', () => {
  it('names the report and its period in the user calendar', () => {
    const period = { from: '2026-03-01T23:00:00.000Z', to: '2026-03-03T23:00:00.000Z' };
    expect(reportFileName('trips', period, 'Europe/Berlin', 'gpx')).toBe('trips_2026-03-02_2026-03-04.gpx');
    expect(reportFileName('trips', period, 'UTC', 'csv')).toBe('trips_2026-03-01_2026-03-03.csv');
  });

  it('names only the report when the period is the server default', () => {
    expect(reportFileName('sensors-state', {}, 'UTC', 'csv')).toBe('sensors-state.csv');
  });
});
