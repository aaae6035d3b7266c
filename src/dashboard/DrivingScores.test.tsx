import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import DrivingScores, { bestAndWorst } from './DrivingScores';

const events = { harshAcceleration: 0, harshBraking: 0, harshCornering: 0, speeding: 0, idle: 0 };
const driver = (id: number, score: number | null, previousScore: number | null = null) => ({
  id: `d${id}`,
  name: `Driver ${id}`,
  distanceKm: score === null ? 5 : 120,
  events,
  penaltyPoints: 0,
  score,
  previousScore,
});
const week = vi.hoisted(() => ({ rows: [] as unknown[] }));
vi.mock('../api/client', () => ({
  apiClients: () => ({ api: { GET: async () => ({ data: week.rows, response: new Response('[]', { status: 200 }) }) } }),
}));

describe('DrivingScores', () => {
  it('shows the best five and the worst five, worst first, with the week before', async () => {
    week.rows = [driver(1, 98.5, 97), ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => driver(n, 100 - n * 5)), driver(12, null)];
    renderInAdmin(<DrivingScores />, { role: 'Viewer' });
    const card = await screen.findByRole('region', { name: 'Driving scores this week' });
    await within(card).findByText('Best');
    const texts = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'Best',
      'Driver 1 · 98.5Week before: 97',
      'Driver 2 · 90No score the week before',
      'Driver 3 · 85No score the week before',
      'Driver 4 · 80No score the week before',
      'Driver 5 · 75No score the week before',
      'Worst',
      'Driver 11 · 45No score the week before',
      'Driver 10 · 50No score the week before',
      'Driver 9 · 55No score the week before',
      'Driver 8 · 60No score the week before',
      'Driver 7 · 65No score the week before',
    ]);
    expect(within(card).getByRole('link', { name: 'Driving scores' }).getAttribute('href')).toContain('report=drivingScores');
  });

  it('says so when nobody drove 20 km', async () => {
    week.rows = [driver(1, null)];
    renderInAdmin(<DrivingScores />, { role: 'Viewer' });
    const card = await screen.findByRole('region', { name: 'Driving scores this week' });
    expect(await within(card).findByText('No driver has driven 20 km this week.')).toBeTruthy();
  });
});

describe('bestAndWorst', () => {
  it('shows each driver once when ten or fewer are scored', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7].map((n) => driver(n, 100 - n));
    const { best, worst } = bestAndWorst(rows);
    expect(best.map((row) => row.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(worst.map((row) => row.id)).toEqual(['d7', 'd6']);
  });
});
