export type PasswordDialogType = 'change' | 'forgot' | 'new';

export interface PasswordValues {
  oldPassword: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/**
 * The password dialog's rules (DECISIONS: Console rules, password dialog), as message keys per field. A first-time change
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

/**
 * The server's reasons for refusing a 400, under the dialog's fields (its `newPassword` is ours, its
 * `resetToken` our code): the password rules (length, not the e-mail, not a common one) live on the
 * server alone, and its message says which one was broken.
 */
export function serverPasswordErrors(body: unknown): PasswordErrors {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const first = (field: string) => {
    const messages = errors[field];
    return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
  };
  const found: PasswordErrors = { newPassword: first('newPassword'), code: first('resetToken') };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as PasswordErrors;
}
