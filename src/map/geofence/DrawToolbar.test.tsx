import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import DrawToolbar from './DrawToolbar';

describe('DrawToolbar (geofence editor)', () => {
  it('shows the three tools as a group, the current one pressed, with its hint', async () => {
    renderInAdmin(<DrawToolbar mode="circle" onMode={vi.fn()} onClear={vi.fn()} />);
    const group = await screen.findByRole('group', { name: 'Drawing tools' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draw circle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Draw polygon' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Click the centre, move out to the radius you want, and click again.')).toBeTruthy();
  });

  it('switches to another tool by click or keyboard', async () => {
    const onMode = vi.fn();
    renderInAdmin(<DrawToolbar mode="polygon" onMode={onMode} onClear={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit shape' }));
    expect(onMode).toHaveBeenLastCalledWith('select');
    screen.getByRole('button', { name: 'Draw circle' }).focus();
    await userEvent.keyboard(' ');
    expect(onMode).toHaveBeenLastCalledWith('circle');
  });

  it('keeps the tool when the pressed one is pressed again', async () => {
    const onMode = vi.fn();
    renderInAdmin(<DrawToolbar mode="polygon" onMode={onMode} onClear={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Draw polygon' }));
    expect(onMode).not.toHaveBeenCalled();
  });

  it('clears the shape', async () => {
    const onClear = vi.fn();
    renderInAdmin(<DrawToolbar mode="select" onMode={vi.fn()} onClear={onClear} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear shape' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
