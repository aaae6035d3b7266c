import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { StopRulesInputs } from './StopRulesInputs';

const rules = { minDurationSeconds: 300, radiusMeters: 100 };

describe('StopRulesInputs', () => {
  it('shows the minimum stop in minutes and the radius in metres', async () => {
    renderInAdmin(<StopRulesInputs value={rules} onChange={vi.fn()} />);
    expect(((await screen.findByLabelText('Minimum stop (min)')) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Radius (m)') as HTMLInputElement).value).toBe('100');
  });

  it('applies a valid rule when Enter is pressed, in seconds', async () => {
    const onChange = vi.fn();
    renderInAdmin(<StopRulesInputs value={rules} onChange={onChange} />);
    const minutes = await screen.findByLabelText('Minimum stop (min)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ minDurationSeconds: 600, radiusMeters: 100 });
  });

  it('marks a radius out of bounds and does not apply it', async () => {
    const onChange = vi.fn();
    renderInAdmin(<StopRulesInputs value={rules} onChange={onChange} />);
    const radius = await screen.findByLabelText('Radius (m)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '5{Enter}');
    await userEvent.tab();
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });
});
