import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { DrivingSettingsButton } from './DrivingSettingsButton';
import type { DrivingSettings } from './drivingSettingsApi';

const defaults: DrivingSettings = {
  thresholds: {
    car: { harshAcceleration: 2.5, harshBraking: 2.7, harshCornering: 3.4 },
    van: { harshAcceleration: 2.2, harshBraking: 2.5, harshCornering: 3 },
    truck: { harshAcceleration: 1.8, harshBraking: 2.2, harshCornering: 2.5 },
    bus: { harshAcceleration: 1.6, harshBraking: 2, harshCornering: 2.2 },
  },
  weights: { harshAcceleration: 1, harshBraking: 1.5, harshCornering: 1, speeding: 2, idle: 0.5 },
  sessionGraceSeconds: 30,
};
const put = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  apiClients: () => ({
    api: {
      GET: async () => ({ data: defaults, response: new Response('{}', { status: 200 }) }),
      PUT: async (...args: unknown[]) => {
        put(...args);
        return { data: defaults, response: new Response('{}', { status: 200 }) };
      },
    },
  }),
}));

describe('DrivingSettingsButton', () => {
  it("lets an Admin change a class's threshold, a weight and the grace period, and saves them whole", async () => {
    renderInAdmin(<DrivingSettingsButton />, { tenantId: 'acme' });
    await userEvent.click(await screen.findByRole('button', { name: 'Driving settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driving settings' });
    const vans = within(dialog).getByRole('group', { name: 'Vans' });
    const braking = within(vans).getByRole('spinbutton', { name: 'Braking (m/s²)' });
    expect((braking as HTMLInputElement).value).toBe('2.5');
    await userEvent.clear(braking);
    await userEvent.type(braking, '2');
    const idle = within(dialog).getByRole('spinbutton', { name: 'Idling' });
    await userEvent.clear(idle);
    await userEvent.type(idle, '0');
    const grace = within(dialog).getByRole('spinbutton', { name: 'Session grace period, ignition off (s)' });
    await userEvent.clear(grace);
    await userEvent.type(grace, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/tenants/{id}/driving-settings', {
        params: { path: { id: 'acme' } },
        body: {
          thresholds: { ...defaults.thresholds, van: { ...defaults.thresholds.van, harshBraking: 2 } },
          weights: { ...defaults.weights, idle: 0 },
          sessionGraceSeconds: 60,
        },
      }),
    );
  });
});
