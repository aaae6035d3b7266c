import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema';
import { noGroups, renderInAdmin } from '../../testing/renderInAdmin';
import CostsReport from './CostsReport';

type CostReport = components['schemas']['CostReport'];

// A van: 10 l at 2.00 and a service of 150 over 10 km; a trailer without a fuel sensor: 30 over 5 km.
const report: CostReport = {
  from: '2024-05-06T00:00:00.000Z',
  to: '2024-05-07T00:00:00.000Z',
  pricePerLitre: 2,
  assets: [
    { assetId: 'a1', assetName: 'Van', distanceKm: 10, consumedLitres: 10, fuelCost: 20, serviceCost: 150, totalCost: 170, costPerKm: 17 },
    {
      assetId: 'a2',
      assetName: 'Trailer',
      distanceKm: 5,
      consumedLitres: null,
      fuelCost: null,
      serviceCost: 30,
      totalCost: 30,
      costPerKm: 6,
    },
  ],
  totals: { distanceKm: 15, consumedLitres: 10, fuelCost: 20, serviceCost: 180, totalCost: 200, costPerKm: 13.33 },
};
const answer = vi.hoisted(() => ({ current: null as unknown, status: 200 }));
vi.mock('../../api/client', () => ({
  apiClients: () => ({
    api: {
      GET: async () =>
        answer.status === 200
          ? { data: answer.current, response: new Response('{}', { status: 200 }) }
          : { error: { error: 'Down' }, response: new Response('{}', { status: answer.status }) },
    },
  }),
}));

const period = { from: report.from, to: report.to };
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('CostsReport', () => {
  beforeEach(() => {
    answer.current = report;
    answer.status = 200;
  });

  it("shows each asset's costs, blank fuel for an asset without a sensor, and the fleet's totals", async () => {
    renderInAdmin(<CostsReport assets={[]} period={period} />, noGroups);
    const table = await screen.findByRole('table', { name: 'Costs' });
    const [van, trailer, totals] = bodyRows(table);
    expect(van.textContent).toBe('Van10 km10 l2015017017');
    expect(trailer.textContent).toBe('Trailer5 km30306');
    expect(totals.textContent).toBe('Fleet total15 km10 l2018020013.33');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('sorts by a column, and the other way on a second click; the totals stay last', async () => {
    renderInAdmin(<CostsReport assets={[]} period={period} />, noGroups);
    const table = await screen.findByRole('table', { name: 'Costs' });
    await userEvent.click(within(table).getByRole('button', { name: 'Total cost' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Trailer', 'Van', 'Fleet total']);
    await userEvent.click(within(table).getByRole('button', { name: 'Total cost' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Van', 'Trailer', 'Fleet total']);
  });

  it('says so when nothing moved or cost anything, and when the report failed', async () => {
    answer.current = {
      ...report,
      assets: [
        {
          assetId: 'a3',
          assetName: 'Idle',
          distanceKm: 0,
          consumedLitres: null,
          fuelCost: null,
          serviceCost: 0,
          totalCost: 0,
          costPerKm: null,
        },
      ],
    };
    const { unmount } = renderInAdmin(<CostsReport assets={[]} period={period} />, noGroups);
    expect(await screen.findByText('No data for this period.')).toBeTruthy();
    unmount();
    answer.status = 500;
    renderInAdmin(<CostsReport assets={[]} period={period} />, noGroups);
    expect(await screen.findByText('The report could not be loaded.')).toBeTruthy();
  });
});
