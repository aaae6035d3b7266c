import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { TwoFactorPage } from './TwoFactorPage';

// The server's answers: off until the first code is confirmed, on with ten codes after.
const server = vi.hoisted(() => ({ enabled: false }));
vi.mock('./twoFactorApi', () => ({
  twoFactorStatus: async () => ({ enabled: server.enabled, required: false, recoveryCodesLeft: server.enabled ? 10 : 0 }),
  startEnrolment: async () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Fleet:ada?secret=JBSWY3DPEHPK3PXP' }),
  confirmEnrolment: async () => {
    server.enabled = true;
    return { recoveryCodes: ['abcd-efgh', 'ijkl-mnop'] };
  },
}));

describe('TwoFactorPage', () => {
  it('says two-factor sign-in is on above the recovery codes it has just issued', async () => {
    renderInAdmin(<TwoFactorPage />, { role: 'Operator' });
    expect((await screen.findByRole('status')).textContent).toBe('Two-factor sign-in is off.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Two-factor sign-in is on.'));
    expect(screen.queryByText('Two-factor sign-in is off.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
