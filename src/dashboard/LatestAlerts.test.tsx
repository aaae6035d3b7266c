import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../api/schema';
import type { Role } from '../providers/canAccess';
import { renderInAdmin } from '../testing/renderInAdmin';
import LatestAlerts from './LatestAlerts';

type Alert = components['schemas']['Alert'];
const alert = (id: string, tenantId: string): Alert => ({
  id,
  tenantId,
  assetId: `asset-${id}`,
  assetName: 'Truck 03',
  type: 'speeding',
  message: 'Speed limit exceeded',
  geofenceId: null,
  geofenceName: null,
  triggerId: null,
  latitude: 52.5,
  longitude: 13.4,
  speedKmh: 92,
  time: '2026-11-28T08:26:49.000Z',
  isRead: false,
  details: null,
});
const alerts = [alert('a1', 'tenant-acme'), alert('a2', 'tenant-globex')];

vi.mock('../api/client', () => ({
  apiClients: () => ({ api: { GET: async () => ({ data: alerts, response: new Response('[]', { status: 200 }) }) } }),
}));
vi.mock('../live/liveHub', () => ({ subscribeLive: () => () => undefined }));

const tenants = [
  { id: 'tenant-acme', name: 'Acme Logistics' },
  { id: 'tenant-globex', name: 'Globex Transport' },
];
const renderCard = (role: Role) =>
  renderInAdmin(<LatestAlerts />, { role, dataProvider: { getList: async () => ({ data: tenants, total: tenants.length }) } });

describe('LatestAlerts', () => {
  it('names each alert’s asset with its tenant for a SysAdmin, so two Truck 03 are told apart', async () => {
    renderCard('SysAdmin');
    const card = await screen.findByRole('region', { name: 'Latest unread alerts' });
    await within(card).findByText('Truck 03 (Acme Logistics)');
    expect(within(card).getByText('Truck 03 (Globex Transport)')).toBeTruthy();
  });

  it('keeps the asset name apart from the date (each its own bidi isolate), and without tenant for other roles', async () => {
    renderCard('Admin');
    const card = await screen.findByRole('region', { name: 'Latest unread alerts' });
    const names = await within(card).findAllByText('Truck 03');
    expect(names.every((name) => name.tagName === 'BDI')).toBe(true);
    expect(names[0].nextElementSibling?.tagName).toBe('BDI');
    expect(names[0].nextElementSibling?.textContent).toContain('2026');
  });
});
