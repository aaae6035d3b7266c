import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noGroups, renderInAdmin } from '../../testing/renderInAdmin';
import DrivingScoresReport from './DrivingScoresReport';
import type { DrivingScore } from './scoreColumns';

const events = { harshAcceleration: 1, harshBraking: 2, harshCornering: 1, speeding: 1, idle: 0 };
const rows: DrivingScore[] = [
  { id: 'd1', name: 'Hana Score', distanceKm: 100, events, penaltyPoints: 7, score: 93, previousScore: 88.5 },
  {
    id: 'd2',
    name: 'Ivo Short',
    distanceKm: 12,
    events: { ...events, harshBraking: 0 },
    penaltyPoints: 0,
    score: null,
    previousScore: null,
  },
];
const get = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  apiClients: () => ({
    api: { GET: async (...args: unknown[]) => ({ data: get(...args) ?? rows, response: new Response('[]', { status: 200 }) }) },
  }),
}));

const period = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' };

describe('DrivingScoresReport', () => {
  it('ranks the drivers with score, trend and the events behind it; under 20 km there is no score', async () => {
    renderInAdmin(<DrivingScoresReport assets={[]} period={period} />, noGroups);
    const table = await screen.findByRole('table', { name: 'Driving scores' });
    const [hana, ivo] = within(table).getAllByRole('row').slice(1);
    expect(hana.textContent).toMatch(/^Hana Score93↑ 88\.5100 km7/);
    expect(ivo.textContent).toMatch(/Ivo Short.*Under 20 km/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeTruthy();
  });

  it('ranks vehicles on request', async () => {
    renderInAdmin(<DrivingScoresReport assets={[]} period={period} />, noGroups);
    await userEvent.click(await screen.findByRole('button', { name: 'Vehicles' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/reports/drivingScores',
        expect.objectContaining({ params: { query: { ...period, by: 'asset' } } }),
      ),
    );
    expect(await screen.findByRole('columnheader', { name: 'Asset' })).toBeTruthy();
  });
});
