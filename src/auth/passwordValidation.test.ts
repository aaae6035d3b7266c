import { describe, expect, it } from 'vitest';
import en from '../i18n/en/shell';
import { serverPasswordErrors, validatePasswordForm, type PasswordValues } from './passwordValidation';

const empty: PasswordValues = { oldPassword: '', code: '', newPassword: '', confirmPassword: '' };
const english = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key.split('.').reduce<unknown>((t, k) => (t as never)[k], en)]));

describe('validatePasswordForm', () => {
  it('asks for the old, new and confirmed password when changing it', () => {
    expect(english(validatePasswordForm('change', empty))).toEqual({
      oldPassword: 'Please input your Old Password!',
      newPassword: 'Please input your New Password!',
      confirmPassword: 'Please input Confirm New Password!',
    });
  });

  it('asks for the e-mailed code when resetting a forgotten password', () => {
    expect(english(validatePasswordForm('forgot', { ...empty, code: '  ' }))).toEqual({
      code: 'Please input the code sent on email',
      newPassword: 'Please input your New Password!',
      confirmPassword: 'Please input Confirm New Password!',
    });
  });

  it('needs no old password for a first-time change', () => {
    expect(validatePasswordForm('new', { ...empty, newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' })).toEqual({});
  });

  it("blocks different new and confirmed passwords with Password don't match!", () => {
    const values = { ...empty, oldPassword: 'old', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pasS' };
    expect(english(validatePasswordForm('change', values))).toEqual({ confirmPassword: "Password don't match!" });
  });
});

describe('serverPasswordErrors', () => {
  it('puts the server’s reasons under the new password and the code', () => {
    expect(serverPasswordErrors({ errors: { newPassword: ['Must not be your e-mail address.'] } })).toEqual({
      newPassword: 'Must not be your e-mail address.',
    });
    expect(serverPasswordErrors({ errors: { resetToken: ['The code is invalid or has expired.'] } })).toEqual({
      code: 'The code is invalid or has expired.',
    });
  });

  it('finds nothing in other answers', () => {
    expect(serverPasswordErrors({ error: 'The old password is not correct.' })).toEqual({});
    expect(serverPasswordErrors(null)).toEqual({});
  });
});
