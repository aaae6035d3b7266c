import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('flags the empty fields instead of signing in', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<LoginForm loading={false} onSubmit={onSubmit} onForgot={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed e-mail by keyboard alone', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(<LoginForm loading={false} onSubmit={onSubmit} onForgot={vi.fn()} />);
    expect(document.activeElement).toBe(await screen.findByLabelText(/Email/));
    await userEvent.keyboard(' ada@acme.example ');
    await userEvent.tab();
    await userEvent.keyboard('secret{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ada@acme.example', 'secret');
  });

  it('hands the typed e-mail to "Forgot password?"', async () => {
    const onForgot = vi.fn();
    renderInAdmin(<LoginForm loading={false} onSubmit={vi.fn()} onForgot={onForgot} />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalledWith('ada@acme.example');
  });

  const provider = { tenantId: 't1', displayName: 'Acme ID', requireSso: false };

  it('offers "Sign in with" the provider of the address beside the password', async () => {
    const onSso = vi.fn();
    renderInAdmin(<LoginForm loading={false} onSubmit={vi.fn()} onForgot={vi.fn()} provider={provider} onSso={onSso} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    expect(onSso).toHaveBeenCalledWith(provider);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('offers only the provider when its tenant requires single sign-on', async () => {
    renderInAdmin(
      <LoginForm loading={false} onSubmit={vi.fn()} onForgot={vi.fn()} provider={{ ...provider, requireSso: true }} onSso={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeTruthy();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});
