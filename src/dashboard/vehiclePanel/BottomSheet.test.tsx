import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './BottomSheet';

describe('BottomSheet (vehicle panel on a phone)', () => {
  it('is folded to its title until opened, and folds again', async () => {
    render(
      <BottomSheet title="Vehicles" openWhen={false}>
        <p>the list</p>
      </BottomSheet>,
    );
    const toggle = screen.getByRole('button', { name: 'Vehicles' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('the list')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('the list')).toBeTruthy();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('opens by itself when an asset is selected on the map', () => {
    const sheet = (openWhen: boolean) => (
      <BottomSheet title="Vehicles" openWhen={openWhen}>
        <p>the list</p>
      </BottomSheet>
    );
    const { rerender } = render(sheet(false));
    rerender(sheet(true));
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
