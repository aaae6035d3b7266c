import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { ReportKindSelect } from './ReportKindSelect';

describe('ReportKindSelect', () => {
  it('shows the chosen report and offers the others in groups', async () => {
    renderInAdmin(<ReportKindSelect value="trips" onChange={vi.fn()} />);
    const select = await screen.findByRole('combobox', { name: 'Report' });
    expect(select.textContent).toBe('Trips');
    await userEvent.click(select);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('Driving')).toBeTruthy();
    expect(within(listbox).getByText('Device reports')).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'Trips' }).getAttribute('aria-selected')).toBe('true');
  });

  it('chooses another report with the keyboard', async () => {
    const onChange = vi.fn();
    renderInAdmin(<ReportKindSelect value="trips" onChange={onChange} />);
    (await screen.findByRole('combobox', { name: 'Report' })).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('option', { name: 'Location history' }));
    expect(onChange).toHaveBeenCalledWith('locations');
  });
});
