import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import ServiceDue from './ServiceDue';

vi.mock('../resources/servicePlans/serviceApi', () => ({
  getServiceDue: async () => [
    {
      planId: 'p1',
      planName: 'Full service',
      assetId: 'a1',
      assetName: 'Van 1',
      state: 'overdue',
      measure: 'time',
      dueOdometerKm: null,
      dueEngineHours: null,
      dueDate: '2026-11-25',
      remainingKm: null,
      remainingEngineHours: null,
      remainingDays: -3,
    },
    {
      planId: 'p2',
      planName: 'Tyres',
      assetId: 'a2',
      assetName: 'Truck 2',
      state: 'dueSoon',
      measure: 'engineHours',
      dueOdometerKm: null,
      dueEngineHours: 500,
      dueDate: null,
      remainingKm: null,
      remainingEngineHours: 7.5,
      remainingDays: null,
    },
  ],
}));

describe('ServiceDue', () => {
  it('lists what is overdue, then due soon, with what is past or left', async () => {
    renderInAdmin(<ServiceDue />, { role: 'Viewer' });
    const card = await screen.findByRole('region', { name: 'Due for service' });
    expect(await within(card).findByText('3 days overdue')).toBeTruthy();
    expect(within(card).getByText('7.5 engine hours left')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Van 1: Full service · Overdue3 days overdue', 'Truck 2: Tyres · Due soon7.5 engine hours left']);
    expect(within(card).getByRole('link', { name: 'All service plans' })).toBeTruthy();
  });
});
