import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { PasswordFields } from './PasswordFields';

const empty = { oldPassword: '', code: '', newPassword: '', confirmPassword: '' };

describe('PasswordFields', () => {
  it('asks for the old password when changing it, and focuses it first', async () => {
    renderInAdmin(<PasswordFields type="change" values={empty} errors={{}} onChange={vi.fn()} />);
    const old = await screen.findByLabelText(/Old Password/);
    expect(document.activeElement).toBe(old);
    expect(screen.getByLabelText(/^New Password/)).toBeTruthy();
    expect(screen.getByLabelText(/Confirm New Password/)).toBeTruthy();
    expect(screen.queryByLabelText(/Code sent on email/)).toBeNull();
  });

  it('asks for the mailed code instead when the password was forgotten', async () => {
    renderInAdmin(<PasswordFields type="forgot" values={empty} errors={{}} onChange={vi.fn()} />);
    expect(await screen.findByLabelText(/Code sent on email/)).toBeTruthy();
    expect(screen.queryByLabelText(/Old Password/)).toBeNull();
  });

  it("shows each field's validation message on the field", async () => {
    renderInAdmin(<PasswordFields type="new" values={empty} errors={{ confirmPassword: 'shell.password.mismatch' }} onChange={vi.fn()} />);
    const confirm = await screen.findByLabelText(/Confirm New Password/);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Password don't match!")).toBeTruthy();
    expect(screen.getByLabelText(/^New Password/).getAttribute('aria-invalid')).toBe('false');
  });

  it('reports what is typed, field by field', async () => {
    const onChange = vi.fn();
    renderInAdmin(<PasswordFields type="new" values={empty} errors={{}} onChange={onChange} />);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'x');
    expect(onChange).toHaveBeenCalledWith('newPassword', 'x');
  });
});
