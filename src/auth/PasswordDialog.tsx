import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError, messageOf } from '../api/errors';
import { PasswordFields } from './PasswordFields';
import {
  type PasswordDialogType,
  type PasswordErrors,
  type PasswordValues,
  serverPasswordErrors,
  validatePasswordForm,
} from './passwordValidation';
import { apiClients } from '../api/client';
import { unwrap } from '../api/unwrap';

/** The password calls; all public, so a wrong password never reloads (DECISIONS: Console rules, password calls). */
const changePassword = (login: string, oldPassword: string, newPassword: string) =>
  unwrap(apiClients().api.PUT('/password', { body: { login, oldPassword, newPassword } }));

const sendResetCode = (loginEmail: string) =>
  unwrap(apiClients().api.POST('/password/SendPasswordResetLink', { params: { query: { loginEmail } } }));

const resetPassword = (login: string, resetToken: string, newPassword: string) =>
  unwrap(apiClients().api.POST('/password/reset', { body: { login, resetToken: resetToken.trim(), newPassword } }));

export interface PasswordDialogProps {
  type: PasswordDialogType;
  email: string;
  /** For a first-time change: the password just used to sign in. */
  oldPassword?: string;
  onClose: () => void;
  /** Runs once the password was changed or reset; the dialog stays open if it fails. */
  onChanged: (email: string, newPassword: string) => Promise<void>;
}

const EMPTY: PasswordValues = { oldPassword: '', code: '', newPassword: '', confirmPassword: '' };

/** Change, forgotten-password reset (code by e-mail first) and first-time change of a password. */
export function PasswordDialog({ type, email: initialEmail, oldPassword = '', onClose, onChanged }: PasswordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [askingEmail, setAskingEmail] = useState(type === 'forgot');
  const [email, setEmail] = useState(initialEmail);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors & { email?: string }>({});
  const [loading, setLoading] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setLoading(true);
    try {
      await action();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      if (error instanceof ApiError && error.status === 400) setErrors((current) => ({ ...current, ...serverPasswordErrors(error.body) }));
    } finally {
      setLoading(false);
    }
  };

  const requestCode = () => {
    if (!email.trim()) return setErrors({ email: 'ra.validation.required' });
    return run(async () => {
      await sendResetCode(email.trim());
      notify('shell.password.code_sent', { type: 'success' });
      setErrors({});
      setAskingEmail(false);
    });
  };

  const savePassword = () => {
    const found = validatePasswordForm(type, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    return run(async () => {
      const login = email.trim();
      if (type === 'forgot') await resetPassword(login, values.code, values.newPassword);
      else await changePassword(login, type === 'new' ? oldPassword : values.oldPassword, values.newPassword);
      await onChanged(login, values.newPassword);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (askingEmail ? requestCode() : savePassword());
  };

  const change = (field: keyof PasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const intro = askingEmail ? 'shell.password.forgot_intro' : type === 'new' ? 'shell.password.new_intro' : null;
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="password-dialog-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="password-dialog-title">
          {translate(type === 'forgot' ? 'shell.password.forgot_title' : 'shell.password.change_title')}
        </DialogTitle>
        <DialogContent>
          {intro && <DialogContentText sx={{ mb: 1 }}>{translate(intro)}</DialogContentText>}
          {askingEmail ? (
            <TextField
              name="email"
              variant="outlined"
              type="email"
              label={translate('shell.password.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ? translate(errors.email) : undefined}
              autoComplete="username"
              autoFocus
              required
              fullWidth
              sx={{ mt: 1 }}
            />
          ) : (
            <PasswordFields type={type} values={values} errors={errors} onChange={change} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {translate('shell.password.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {translate(askingEmail ? 'shell.password.send_code' : 'shell.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
