export type PasswordDialogType = 'change' | 'forgot' | 'new';

export interface PasswordValues {
  oldPassword: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/**
 * The password dialog's rules (spec section 5), as message keys per field. A first-time change
 * ("new") asks no old password: the one just used to sign in serves.
 */
export function validatePasswordForm(type: PasswordDialogType, values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (type === 'change' && !values.oldPassword) errors.oldPassword = 'shell.password.required_old';
  if (type === 'forgot' && !values.code.trim()) errors.code = 'shell.password.required_code';
  if (!values.newPassword) errors.newPassword = 'shell.password.required_new';
  if (!values.confirmPassword) errors.confirmPassword = 'shell.password.required_confirm';
  else if (values.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'shell.password.mismatch';
  }
  return errors;
}
