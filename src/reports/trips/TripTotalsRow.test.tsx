import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import type { Trip } from '../shared/reportTypes';
import { TripTotalsRow } from './TripTotalsRow';

const trip = (durationSeconds: number, distanceKm: number): Trip => ({
  id: `trip-${durationSeconds}`,
  assetId: 'a',
  startTime: '2026-03-01T08:00:00Z',
  endTime: '2026-03-01T09:00:00Z',
  durationSeconds,
  distanceKm,
  averageSpeedKmh: 40,
  maxSpeedKmh: 80,
  startAddress: null,
  endAddress: null,
  startPlaceName: null,
  endPlaceName: null,
  origin: { latitude: 0, longitude: 0 },
  destination: { latitude: 0, longitude: 0 },
  waypoints: [],
});

describe('TripTotalsRow', () => {
  it('sums the count, time and distance of the trips', async () => {
    renderInAdmin(
      <table>
        <tbody>
          <TripTotalsRow trips={[trip(3600, 12.5), trip(1800, 7.5)]} />
        </tbody>
      </table>,
    );
    const cells = (await screen.findAllByRole('cell')).map((cell) => cell.textContent);
    expect(cells[0]).toBe('Total of 2 trips');
    expect(cells[1]).toMatch(/1 hr.*30 min/);
    expect(cells[2]).toMatch(/^20 km$/);
  });

  it('says one trip in the singular', async () => {
    renderInAdmin(
      <table>
        <tbody>
          <TripTotalsRow trips={[trip(600, 3)]} />
        </tbody>
      </table>,
    );
    expect(await screen.findByText('Total of 1 trip')).toBeTruthy();
  });
});
