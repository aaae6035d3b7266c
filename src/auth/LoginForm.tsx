import { Button, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SsoProvider } from './ssoSignIn';

interface LoginFormProps {
  loading: boolean;
  onSubmit: (email: string, password: string) => void;
  onForgot: (email: string) => void;
  /** The single sign-on provider of the address typed (or of the tenant's link), if any. */
  provider?: SsoProvider | null;
  onEmailChange?: (email: string) => void;
  onSso?: (provider: SsoProvider) => void;
}

/**
 * E-mail and password; empty fields are flagged instead of sent. With a provider, "Sign in with" it
 * too; when its tenant requires it, only that.
 */
export function LoginForm({ loading, onSubmit, onForgot, provider = null, onEmailChange, onSso }: LoginFormProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (email.trim() && password) onSubmit(email.trim(), password);
  };
  const missing = (value: string) => tried && !value.trim();
  const required = translate('ra.validation.required');

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <TextField
        name="email"
        variant="outlined"
        type="email"
        label={translate('shell.login.email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmailChange?.(event.target.value);
        }}
        error={missing(email)}
        helperText={missing(email) ? required : undefined}
        autoComplete="username"
        autoFocus
        required
        fullWidth
      />
      {provider && (
        <Button
          variant={provider.requireSso ? 'contained' : 'outlined'}
          size="large"
          loading={loading}
          onClick={() => onSso?.(provider)}
          fullWidth
        >
          {translate('sso.sign_in_with', { provider: provider.displayName })}
        </Button>
      )}
      {!provider?.requireSso && (
        <>
          <TextField
            name="password"
            variant="outlined"
            type="password"
            label={translate('shell.login.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing(password)}
            helperText={missing(password) ? required : undefined}
            autoComplete="current-password"
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
            {translate('shell.login.submit')}
          </Button>
          <Link component="button" type="button" variant="body2" onClick={() => onForgot(email.trim())} sx={{ alignSelf: 'center' }}>
            {translate('shell.login.forgot')}
          </Link>
        </>
      )}
    </Stack>
  );
}
