import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FleetState } from '../fleet/fleetState';
import { renderInAdmin } from '../testing/renderInAdmin';
import BusiestAssets from './BusiestAssets';

// Two assets of the same name in two tenants, each driven a little today (the server's ranking).
vi.mock('../api/client', () => ({
  apiClients: () => ({
    api: {
      GET: async () => ({
        data: [
          { assetId: 'a2', distanceKm: 4.4 },
          { assetId: 'a1', distanceKm: 2.2 },
        ],
        response: new Response('[]', { status: 200 }),
      }),
    },
  }),
}));

const fleet = { names: ['Truck 03', 'Truck 03'], indexOf: (id: string) => ({ a1: 0, a2: 1 })[id] } as unknown as FleetState;
const assets = [
  { id: 'a1', tenantId: 't-acme' },
  { id: 'a2', tenantId: 't-globex' },
];
const tenants = [
  { id: 't-acme', name: 'Acme Logistics' },
  { id: 't-globex', name: 'Globex Transport' },
];

describe('BusiestAssets', () => {
  it('names each asset with its tenant for a SysAdmin', async () => {
    renderInAdmin(<BusiestAssets fleet={fleet} assets={assets} />, {
      role: 'SysAdmin',
      dataProvider: { getList: async () => ({ data: tenants, total: 2 }) },
    });
    const card = await screen.findByRole('region', { name: 'Busiest assets today' });
    await within(card).findByText('Truck 03 (Globex Transport)');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Truck 03 (Globex Transport)',
      'Truck 03 (Acme Logistics)',
    ]);
  });
});
