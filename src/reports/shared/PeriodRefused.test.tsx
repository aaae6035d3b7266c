import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { ChangePeriodContext, PeriodRefused } from './PeriodRefused';

const refusal = new ApiError(400, { errors: { to: ['A report covers at most 31 days.'] } });
const twoMonths = { from: '2026-01-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };

describe('PeriodRefused', () => {
  it("shows the server's reason and offers the longest period it takes, ending at the same time", async () => {
    const changePeriod = vi.fn();
    renderInAdmin(
      <ChangePeriodContext.Provider value={changePeriod}>
        <PeriodRefused error={refusal} period={twoMonths} onRetry={vi.fn()} />
      </ChangePeriodContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(refusal.message);
    await userEvent.click(screen.getByRole('button', { name: 'Show a shorter period' }));
    expect(changePeriod).toHaveBeenCalledWith({ from: '2026-01-29T00:00:00.000Z', to: twoMonths.to });
  });

  it('offers to load again where the page cannot change the period', async () => {
    const onRetry = vi.fn();
    renderInAdmin(<PeriodRefused error={refusal} period={twoMonths} onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
