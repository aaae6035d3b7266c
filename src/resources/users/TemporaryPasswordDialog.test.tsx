import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

describe('TemporaryPasswordDialog', () => {
  it("shows the new user's one-time password in a titled dialog", async () => {
    renderInAdmin(<TemporaryPasswordDialog email="bo@acme.example" password="Kite-42-Lamp" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'User created' });
    expect(dialog.textContent).toContain('Give bo@acme.example this temporary password.');
    expect((screen.getByLabelText('Temporary password') as HTMLInputElement).value).toBe('Kite-42-Lamp');
  });

  it('copies the password to the clipboard', async () => {
    const user = userEvent.setup();
    renderInAdmin(<TemporaryPasswordDialog email="bo@acme.example" password="Kite-42-Lamp" onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Kite-42-Lamp');
  });

  it('closes with Done', async () => {
    const onClose = vi.fn();
    renderInAdmin(<TemporaryPasswordDialog email="bo@acme.example" password="Kite-42-Lamp" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
