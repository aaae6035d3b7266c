import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import RouteSummaryCard from './RouteSummaryCard';
import type { RouteSummary } from '../routing/routingService';
import type { Trip } from './TripsTable';

const trip: Trip = {
  id: 't1',
  assetId: 'a1',
  startTime: '2026-03-01T08:00:00Z',
  endTime: '2026-03-01T09:05:00Z',
  durationSeconds: 3900,
  distanceKm: 42.35,
  averageSpeedKmh: 39,
  maxSpeedKmh: 90,
  startAddress: 'Depot, Hamburg',
  endAddress: null,
  startPlaceName: null,
  endPlaceName: null,
  origin: { latitude: 53.55, longitude: 9.99 },
  destination: { latitude: 53.0751, longitude: 8.8077 },
  waypoints: [],
};

// The routing service's own distance and duration differ from the recorded ones on purpose.
const planned: RouteSummary = {
  origin: trip.origin,
  destination: trip.destination,
  distance: 50_000,
  duration: 4000,
  startAddress: 'elsewhere',
  endAddress: 'Harbour, Bremen',
  summary: 'A1',
  geometry: [],
  legs: [],
  provider: 'osrm',
};

/** The value shown beside a term of the summary. */
const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('RouteSummaryCard', () => {
  it("shows the recorded trip's ends, distance and duration", async () => {
    renderInAdmin(<RouteSummaryCard trip={trip} route={undefined} />);
    expect(await screen.findByRole('region', { name: 'Route summary' })).toBeTruthy();
    expect(valueOf('Origin')).toBe('53.55000, 9.99000');
    expect(valueOf('Destination')).toBe('53.07510, 8.80770');
    expect(valueOf('Distance')).toBe('42.4 km');
    expect(valueOf('Duration')).toBe('1 hr 5 min');
    expect(valueOf('Start address')).toBe('Depot, Hamburg');
  });

  it('fills a missing address and the summary from the planned route, once known', async () => {
    renderInAdmin(<RouteSummaryCard trip={trip} route={planned} />);
    await screen.findByRole('region', { name: 'Route summary' });
    expect(valueOf('Start address')).toBe('Depot, Hamburg');
    expect(valueOf('End address')).toBe('Harbour, Bremen');
    expect(valueOf('Summary')).toBe('A1');
    expect(valueOf('Distance')).toBe('42.4 km');
  });
});
