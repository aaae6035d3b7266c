import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anAsset } from '../../testing/fixtures';
import { noGroups, renderInAdmin } from '../../testing/renderInAdmin';
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
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={selection()} />, noGroups);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Truck 1.*Parked/),
      expect.stringMatching(/^Van 2.*Moving.*42 km\/h/),
      expect.stringMatching(/^Van 10.*Léa Martin/),
    ]);
    expect(screen.getByText('3 vehicles')).toBeTruthy();
  });

  it('narrows the list to the vehicles whose name, plate or driver holds the search', async () => {
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={selection()} />, noGroups);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search vehicles' }), 'lea');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^Van 10/)]);
    expect(screen.getByText('1 vehicle')).toBeTruthy();
  });

  it('moves through the list with the arrow keys and selects with Enter', async () => {
    const chosen = selection();
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={chosen} />, noGroups);
    const list = await screen.findByRole('listbox', { name: /Vehicles, 3 shown/ });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen.select).toHaveBeenCalledWith('b');
    expect(list.getAttribute('aria-activedescendant')).toBe('vehicle-option-b');
  });

  it('selects a vehicle by a click on its row', async () => {
    const chosen = selection();
    renderInAdmin(<VehiclePanel assets={assets} fleet={new FleetState()} selection={chosen} />, noGroups);
    await userEvent.click(await screen.findByRole('option', { name: /Truck 1/ }));
    expect(chosen.select).toHaveBeenCalledWith('c');
  });

  it('shows the live status of the fleet over the listed one', async () => {
    const fleet = new FleetState();
    fleet.replace([{ id: 'c', name: 'Truck 1', latitude: 52.5, longitude: 13.4, heading: null, status: 'OutOfNetwork' }]);
    renderInAdmin(<VehiclePanel assets={assets} fleet={fleet} selection={selection()} />, noGroups);
    expect((await screen.findByRole('option', { name: /Truck 1/ })).textContent).toMatch(/Out of network/i);
  });
});

/**
 * The list (beside the map, and in the phone's bottom sheet, which holds the same panel) and the
 * card read status, speed and last update from the live fleet the map draws, all three together.
 */
describe('VehiclePanel with the live fleet', () => {
  const now = Date.parse('2026-11-28T09:00:00Z');
  const truck = anAsset({
    id: 't',
    name: 'Truck 02',
    status: 'Parked',
    speedKmh: 30,
    lastPositionAt: new Date(now - 41_000).toISOString(),
  });
  const liveFleet = () => {
    const fleet = new FleetState();
    fleet.replace([
      {
        id: 't',
        name: 'Truck 02',
        latitude: 52.5,
        longitude: 13.4,
        heading: null,
        status: 'Parked',
        speedKmh: 30,
        lastPositionAt: truck.lastPositionAt,
      },
    ]);
    return fleet;
  };
  const drive = (fleet: FleetState, speedKmh: number, ageMs: number) =>
    act(() =>
      fleet.move([
        {
          assetId: 't',
          latitude: 52.51,
          longitude: 13.41,
          heading: 90,
          status: speedKmh > 0 ? 'Moving' : 'Parked',
          speedKmh,
          time: new Date(Date.now() - ageMs).toISOString(),
        },
      ]),
    );

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
    // The card reads the asset again from the API: answer nothing here, the live fleet is what counts.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
  });
  afterEach(() => vi.setSystemTime(now));
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the speed and age of the last live position in the row, with its status', async () => {
    const fleet = liveFleet();
    renderInAdmin(<VehiclePanel assets={[truck]} fleet={fleet} selection={selection()} />, noGroups);
    expect((await screen.findByRole('option', { name: /Truck 02/ })).textContent).toMatch(/Parked.*30 km\/h.*41 sec\. ago/);
    drive(fleet, 37, 1_000);
    expect(screen.getByRole('option', { name: /Truck 02/ }).textContent).toMatch(/Moving.*37 km\/h.*1 sec\. ago/);
    drive(fleet, 0, 0);
    expect(screen.getByRole('option', { name: /Truck 02/ }).textContent).toMatch(/Parked.*0 km\/h.*now$/);
  });

  it('ticks the age every few seconds, not every 30', async () => {
    const fleet = liveFleet();
    renderInAdmin(<VehiclePanel assets={[truck]} fleet={fleet} selection={selection()} />, noGroups);
    drive(fleet, 20, 0);
    expect((await screen.findByRole('option', { name: /Truck 02/ })).textContent).toMatch(/now$/);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('option', { name: /Truck 02/ }).textContent).toMatch(/5 sec\. ago/);
  });

  it('gives the card the same speed and last update as the row', async () => {
    const fleet = liveFleet();
    renderInAdmin(<VehiclePanel assets={[truck]} fleet={fleet} selection={{ ...selection(), selectedId: 't' }} />, noGroups);
    drive(fleet, 37, 1_000);
    const card = within(await screen.findByTestId('vehicle-card'));
    const row = screen.getByRole('option', { name: /Truck 02/ });
    expect(card.getByText('37 km/h')).toBeTruthy();
    expect(card.getByText('1 sec. ago')).toBeTruthy();
    expect(card.getByText('Moving')).toBeTruthy();
    expect(row.textContent).toMatch(/Moving.*37 km\/h.*1 sec\. ago/);
  });
});
