import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../providers/canAccess';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { DriverAssignment } from './DriverAssignment';

const drivers = [
  { id: 'd1', name: 'Anna Keys' },
  { id: 'd2', name: 'Ben Button' },
];
const ok = (data: unknown) => ({ data, response: new Response('{}', { status: 200 }) });
const calls = vi.hoisted(() => ({ post: vi.fn(), remove: vi.fn() }));

vi.mock('../../api/client', () => ({
  apiClients: () => ({
    api: { GET: async () => ok(drivers) },
    assets: {
      POST: async (...args: unknown[]) => ok(calls.post(...args) ?? { id: 's1' }),
      DELETE: async (...args: unknown[]) => ok(calls.remove(...args) ?? { message: 'Deleted.' }),
    },
  }),
}));

const renderFor = (role: Role, driverId: string | null = null) =>
  renderInAdmin(<DriverAssignment assetId="a1" driverId={driverId} />, { role });

describe('DriverAssignment', () => {
  beforeEach(() => {
    calls.post.mockReset();
    calls.remove.mockReset();
  });

  it('lets an Operator pick a driver and assign them to the vehicle from now', async () => {
    renderFor('Operator');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign driver' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Driver' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Button' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('/assets/{id}/driver/sessions', { params: { path: { id: 'a1' } }, body: { driverId: 'd2' } }),
    );
    expect(await screen.findByRole('button', { name: 'Assign driver' })).toBeTruthy();
  });

  it('offers to take the current driver off, and nothing to a Viewer', async () => {
    renderFor('Admin', 'd1');
    await userEvent.click(await screen.findByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith('/assets/{id}/driver/current', { params: { path: { id: 'a1' } } }));
  });

  it('shows a Viewer no way to assign', async () => {
    renderFor('Viewer', 'd1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
