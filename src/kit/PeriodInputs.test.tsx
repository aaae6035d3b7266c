import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import PeriodInputs from './PeriodInputs';

describe('PeriodInputs', () => {
  it('shows the period as two labelled local date-times, with what goes beside them', async () => {
    renderInAdmin(
      <PeriodInputs value={{ from: '2026-03-01T08:00', to: '2026-03-01T18:00' }} onChange={vi.fn()}>
        <button type="button">Show</button>
      </PeriodInputs>,
    );
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe('2026-03-01T08:00');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-01T18:00');
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
  });

  it('changes one end and keeps the other', async () => {
    const onChange = vi.fn();
    renderInAdmin(<PeriodInputs value={{ from: '2026-03-01T08:00', to: '2026-03-01T18:00' }} onChange={onChange} />);
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '2026-03-02T06:30' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-03-01T08:00', to: '2026-03-02T06:30' });
  });
});
