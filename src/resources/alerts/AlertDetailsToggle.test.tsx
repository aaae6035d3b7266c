import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AlertDetailsToggle } from './AlertDetailsToggle';

describe('AlertDetailsToggle', () => {
  it("opens and closes an alert's details from the keyboard, saying which it will do", async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 'alert-7' }}>
        <AlertDetailsToggle />
      </RecordContextProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('alerts-alert-7-expand');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show details' })).toBeTruthy();
  });
});
