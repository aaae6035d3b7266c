import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import type { PeriodChoice } from '../../kit/period';
import { PeriodPicker } from './PeriodPicker';

/** The picker with its value kept, as the reports page keeps it; every change is reported to `onChange`. */
function Controlled({ initial, onChange }: { initial: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PeriodPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const today: PeriodChoice = { preset: 'today' };

describe('PeriodPicker', () => {
  it('offers the preset periods and a custom range', async () => {
    renderInAdmin(<Controlled initial={today} onChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Period' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Today', 'Yesterday', 'This week', 'Last 7 days', 'Custom range']);
  });

  it('shows the two date-times only for a custom range', async () => {
    renderInAdmin(<Controlled initial={today} onChange={vi.fn()} />);
    expect(screen.queryByLabelText('From')).toBeNull();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'Custom range' }));
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
  });

  it('says when the end comes before the start', async () => {
    const custom: PeriodChoice = { preset: 'custom', from: '2026-03-02T10:00:00.000Z', to: '2026-03-01T10:00:00.000Z' };
    renderInAdmin(<Controlled initial={custom} onChange={vi.fn()} />);
    expect(await screen.findByText('The end must come after the start.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });

  it('reports a typed start as an instant', async () => {
    const onChange = vi.fn();
    renderInAdmin(<Controlled initial={{ preset: 'custom' }} onChange={onChange} />);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-03-01T08:30' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ preset: 'custom', from: new Date('2026-03-01T08:30').toISOString() }),
    );
  });
});
