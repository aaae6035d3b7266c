import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { TwoFactorStep } from './TwoFactorStep';

describe('TwoFactorStep', () => {
  it('takes an authenticator code or a recovery code and verifies it with Enter', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<TwoFactorStep loading={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const code = await screen.findByLabelText(/recovery code/i);
    expect(document.activeElement).toBe(code);
    await userEvent.keyboard(' 123456 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('sends nothing while the code is empty', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<TwoFactorStep loading={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the secret to enrol when the tenant requires two-factor sign-in', async () => {
    renderInAdmin(
      <TwoFactorStep
        loading={false}
        enrolment={{ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Fleet:ada?secret=JBSWY3DPEHPK3PXP' }}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
  });

  it('goes back to the first step', async () => {
    const onCancel = vi.fn();
    renderInAdmin(<TwoFactorStep loading={false} onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: /back/i }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
