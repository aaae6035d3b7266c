import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import ReplayControls from './ReplayControls';
import { ReplayClock } from './replayClock';

const START = Date.UTC(2026, 0, 5, 8);
const END = START + 3_600_000;
/** A clock whose frames never come: the test moves it by hand. */
const stoppedClock = () => new ReplayClock(START, END, { now: () => 0, requestFrame: () => 1, cancelFrame: () => undefined });

describe('ReplayControls', () => {
  it('plays and pauses from one button whose name says what it does next', async () => {
    const clock = stoppedClock();
    renderInAdmin(<ReplayControls clock={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(clock.snapshot().playing).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(clock.snapshot().playing).toBe(false);
  });

  it('moves the replayed time with the arrow keys on the time slider', async () => {
    const clock = stoppedClock();
    renderInAdmin(<ReplayControls clock={clock} />);
    const slider = await screen.findByRole('slider', { name: 'Replay time' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(clock.snapshot().time).toBe(START + 2000);
  });

  it('shows the time the clock is at and follows it', async () => {
    const clock = stoppedClock();
    renderInAdmin(<ReplayControls clock={clock} />);
    const shown = (time: number) => new Date(time).toLocaleString('en');
    const slider = await screen.findByRole('slider', { name: 'Replay time' });
    expect(slider.getAttribute('aria-valuetext')).toBe(shown(START));
    act(() => clock.seek(START + 600_000));
    expect(slider.getAttribute('aria-valuetext')).toBe(shown(START + 600_000));
    expect(screen.getAllByText(shown(START + 600_000)).length).toBeGreaterThan(0);
  });

  it('chooses the speed from a list', async () => {
    const clock = stoppedClock();
    renderInAdmin(<ReplayControls clock={clock} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Speed' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '300×' }));
    expect(clock.snapshot().speed).toBe(300);
  });
});
