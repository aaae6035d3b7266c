import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AssetStatusFilter } from './AssetStatusFilter';

/** The list's filter state as the assets list holds it. */
function renderFilter(filterValues: Record<string, unknown>) {
  const setFilters = vi.fn();
  const list = { filterValues, setFilters, displayedFilters: {}, resource: 'assets' } as Partial<ListControllerResult>;
  renderInAdmin(
    <ListContextProvider value={list as ListControllerResult}>
      <AssetStatusFilter />
    </ListContextProvider>,
  );
  return setFilters;
}

describe('AssetStatusFilter', () => {
  it('offers every status and All in a labelled group, the current one pressed', async () => {
    renderFilter({ status: 'Moving' });
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    expect(group).toBeTruthy();
    const pressed = screen.getAllByRole('button').filter((chip) => chip.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((chip) => chip.textContent)).toEqual(['Moving']);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Parked', 'Out of Network', 'Moving']);
  });

  it('presses All when no status is filtered', async () => {
    renderFilter({});
    expect((await screen.findByRole('button', { name: 'All' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by the clicked status, keeping the other filters', async () => {
    const setFilters = renderFilter({ q: 'van' });
    await userEvent.click(await screen.findByRole('button', { name: 'Out of Network' }));
    expect(setFilters).toHaveBeenCalledWith({ q: 'van', status: 'OutOfNetwork' }, {});
  });

  it('clears the status filter with All, from the keyboard', async () => {
    const setFilters = renderFilter({ status: 'Parked' });
    (await screen.findByRole('button', { name: 'All' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(setFilters).toHaveBeenCalledWith({ status: undefined }, {});
  });
});
