import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { TripEventsList, useTripDrivingEvents, type DrivingEvent } from './TripEvents';
import type { Trip } from './TripsTable';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  apiClients: () => ({
    api: { GET: async (...args: unknown[]) => ({ data: get(...args), response: new Response('[]', { status: 200 }) }) },
  }),
}));
vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), useNotify: () => () => {} }));

const event = (kind: DrivingEvent['kind'], time: string, value: number | null, driverName: string | null = null): DrivingEvent => ({
  id: `${kind}-${time}`,
  assetId: 'a1',
  assetName: 'Van 1',
  driverId: driverName ? 'd1' : null,
  driverName,
  kind,
  time,
  latitude: 52.5,
  longitude: 13.4,
  speedKmh: 54,
  value,
  durationMs: null,
  source: 'derived',
});

describe('TripEventsList', () => {
  it('lists the harsh events with how hard, how fast and who drove', async () => {
    renderInAdmin(
      <TripEventsList
        events={[event('harshBraking', '2026-11-28T08:12:00Z', 3.14, 'Ana Calm'), event('harshCornering', '2026-11-28T08:20:00Z', null)]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Harsh driving on this trip' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toMatch(/^Harsh braking · .*3\.1 m\/s² · 54 km\/h · Ana Calm$/);
    expect(items[1].textContent).toMatch(/^Harsh cornering · .*54 km\/h$/);
  });

  it('says so when the trip had none', async () => {
    renderInAdmin(<TripEventsList events={[]} />);
    expect(await screen.findByText('No harsh driving on this trip.')).toBeTruthy();
  });
});

describe('useTripDrivingEvents', () => {
  it("asks for the asset's events from the trip's start to its end, the end included", async () => {
    get.mockReturnValue([]);
    const trip = { id: 't1', assetId: 'a1', startTime: '2026-11-28T08:00:00.000Z', endTime: '2026-11-28T08:30:00.000Z' } as Trip;
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useTripDrivingEvents(trip), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(get).toHaveBeenCalledWith(
      '/reports/drivingEvents',
      expect.objectContaining({
        params: {
          query: expect.objectContaining({ assetId: 'a1', from: '2026-11-28T08:00:00.000Z', to: '2026-11-28T08:30:00.001Z', sort: 'time' }),
        },
      }),
    );
  });
});
