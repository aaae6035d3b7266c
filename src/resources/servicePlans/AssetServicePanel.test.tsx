import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AssetServicePanel } from './AssetServicePanel';
import type { ServicePlanState, ServiceRecordInput } from './serviceApi';

const state = (over: Partial<ServicePlanState>): ServicePlanState => ({
  planId: 'p1',
  planName: 'Full service',
  assetId: 'a1',
  assetName: 'Van 1',
  state: 'dueSoon',
  measure: 'distance',
  dueOdometerKm: 30_000,
  dueEngineHours: 350,
  dueDate: '2027-01-15',
  remainingKm: 400,
  remainingEngineHours: 150,
  remainingDays: 320,
  ...over,
});

// The server's answers: due soon by 400 km until a service is recorded, then ok.
const server = vi.hoisted(() => ({ records: [] as ServiceRecordInput[] }));
vi.mock('./serviceApi', () => ({
  getAssetServiceStates: async () =>
    server.records.length ? [state({ state: 'ok', measure: 'time', remainingKm: 10_000, remainingDays: 365 })] : [state({})],
  recordService: async (_id: string, body: ServiceRecordInput) => {
    server.records.push(body);
    return { id: 'r1', ...body };
  },
  // The services done are listed beside the states (AssetServiceRecords.test.tsx).
  getServiceRecords: async () => ({ rows: [], total: 0 }),
}));

describe('AssetServicePanel', () => {
  it("shows each plan's state and what is left, and records a service with the typed readings", async () => {
    renderInAdmin(<AssetServicePanel assetId="a1" />, { role: 'Operator' });
    expect(await screen.findByText('Due soon')).toBeTruthy();
    expect(screen.getByText('400 km left')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Record service' }));
    const form = screen.getByRole('form', { name: 'Record a service of Full service' });
    await userEvent.type(within(form).getByLabelText('Odometer (km)'), '29600');
    await userEvent.type(within(form).getByLabelText('Cost'), '240.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('OK')).toBeTruthy();
    expect(screen.getByText('365 days left')).toBeTruthy();
    expect(server.records).toEqual([{ planId: 'p1', servicedOn: new Date().toISOString().slice(0, 10), odometerKm: 29_600, cost: 240.5 }]);
  });

  it('lets a Viewer read the states but not record a service', async () => {
    renderInAdmin(<AssetServicePanel assetId="a1" />, { role: 'Viewer' });
    expect(await screen.findByText('Full service')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record service' })).toBeNull();
  });
});
