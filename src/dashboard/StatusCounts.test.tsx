import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FleetState, type FleetAsset } from '../fleet/fleetState';
import { renderInAdmin } from '../testing/renderInAdmin';
import StatusCounts from './StatusCounts';

const asset = (id: string, status: FleetAsset['status']): FleetAsset => ({
  id,
  name: id,
  latitude: 52,
  longitude: 13,
  heading: null,
  status,
});

const fleetOf = (...assets: FleetAsset[]) => {
  const fleet = new FleetState();
  fleet.replace(assets);
  return fleet;
};

describe('StatusCounts (dashboard)', () => {
  it('counts the fleet by status, All first', async () => {
    renderInAdmin(
      <StatusCounts fleet={fleetOf(asset('a', 'Moving'), asset('b', 'Moving'), asset('c', 'Parked'))} filter={null} onFilter={vi.fn()} />,
    );
    await screen.findByRole('group', { name: /Assets by status/ });
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All: 3',
      'Parked: 1',
      'Out of Network: 0',
      'Moving: 2',
    ]);
    expect(screen.getByRole('button', { name: 'All: 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the live statuses', async () => {
    const fleet = fleetOf(asset('a', 'Moving'));
    renderInAdmin(<StatusCounts fleet={fleet} filter={null} onFilter={vi.fn()} />);
    await screen.findByRole('button', { name: 'Moving: 1' });
    act(() => fleet.replace([asset('a', 'OutOfNetwork')]));
    expect(screen.getByRole('button', { name: 'Out of Network: 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Moving: 0' })).toBeTruthy();
  });

  it('filters the map by a status and back to all', async () => {
    const onFilter = vi.fn();
    renderInAdmin(<StatusCounts fleet={fleetOf(asset('a', 'Parked'))} filter="Parked" onFilter={onFilter} />);
    expect((await screen.findByRole('button', { name: 'Parked: 1' })).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Moving: 0' }));
    expect(onFilter).toHaveBeenLastCalledWith('Moving');
    await userEvent.click(screen.getByRole('button', { name: 'All: 1' }));
    expect(onFilter).toHaveBeenLastCalledWith(null);
  });
});
