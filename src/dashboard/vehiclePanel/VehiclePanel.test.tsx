// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anAsset } from '../../testing/fixtures';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { FleetState } from '../../fleet/fleetState';
import { VehiclePanel, type VehicleSelection } from './VehiclePanel';

const assets = [
  anAsset({ id: 'a', name: 'Van 10', driverName: 'Léa Martin' }),
  anAsset({ id: 'b', name: 'Van 2', status: 'Moving', speedKmh: 42.4 }),
  anAsset({ id: 'c', name: 'Truck 1', plateNumber: 'HH-AB 12' }),
];

const selection = (): VehicleSelection => ({ selectedId: null, following: false, select: vi.fn(), follow: vi.fn() });

// happy-dom lays nothing out: the virtual list draws the rows that fit its height, so give elements one.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));

describe('VehiclePanel', () => {
  it('lists the fleet in name order, numbers by value, with status and speed', async () => {
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={selection()} />);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Truck 1.*Parked/),
      expect.stringMatching(/^Van 2.*Moving.*42 km\/h/),
      expect.stringMatching(/^Van 10.*Léa Martin/),
    ]);
    expect(screen.getByText('3 vehicles')).toBeTruthy();
  });

  it('narrows the list to the vehicles whose name, plate or driver holds the search', async () => {
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={selection()} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search vehicles' }), 'lea');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^Van 10/)]);
    expect(screen.getByText('1 vehicle')).toBeTruthy();
  });

  it('moves through the list with the arrow keys and selects with Enter', async () => {
    const chosen = selection();
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={chosen} />);
    const list = await screen.findByRole('listbox', { name: /Vehicles, 3 shown/ });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen.select).toHaveBeenCalledWith('b');
    expect(list.getAttribute('aria-activedescendant')).toBe('vehicle-option-b');
  });

  it('selects a vehicle by a click on its row', async () => {
    const chosen = selection();
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={chosen} />);
    await userEvent.click(await screen.findByRole('option', { name: /Truck 1/ }));
    expect(chosen.select).toHaveBeenCalledWith('c');
  });

  it('shows the live status of the fleet over the listed one', async () => {
    const fleet = new FleetState();
    fleet.replace([{ id: 'c', name: 'Truck 1', latitude: 52.5, longitude: 13.4, heading: null, status: 'OutOfNetwork' }]);
    renderInAdmin(<VehiclePanel assets={assets} fleet={fleet} selection={selection()} />);
    expect((await screen.findByRole('option', { name: /Truck 1/ })).textContent).toMatch(/Out of network/i);
  });
});
