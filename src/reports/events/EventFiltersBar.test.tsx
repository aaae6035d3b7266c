import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { EventFiltersBar } from './EventFiltersBar';

const geofences = [
  { id: 'g1', name: 'Depot' },
  { id: 'g2', name: 'Harbour' },
];
const getList = vi.fn(async () => ({ data: geofences, total: geofences.length }));

describe('EventFiltersBar', () => {
  it("offers the tenant's geofences, any first", async () => {
    renderInAdmin(<EventFiltersBar value={{}} onChange={vi.fn()} />, { dataProvider: { getList } });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Geofence' }));
    const options = await within(screen.getByRole('listbox')).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Any', 'Depot', 'Harbour']);
  });

  it('filters by a geofence, keeping the alert type', async () => {
    const onChange = vi.fn();
    renderInAdmin(<EventFiltersBar value={{ type: 'speeding' }} onChange={onChange} />, { dataProvider: { getList } });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Geofence' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbour' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'speeding', geofenceId: 'g2' });
  });

  it('goes back to any alert type', async () => {
    const onChange = vi.fn();
    renderInAdmin(<EventFiltersBar value={{ type: 'speeding' }} onChange={onChange} />, { dataProvider: { getList } });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Alert type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Any' }));
    expect(onChange).toHaveBeenCalledWith({ type: undefined });
  });
});
