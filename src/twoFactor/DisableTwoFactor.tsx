import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../api/errors';
import { turnOff } from './twoFactorApi';

/** Turning two-factor sign-in off, proven by a current code (or recovery code) or the password. */
export function DisableTwoFactor({ onDisabled }: { onDisabled: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return;
    setBusy(true);
    try {
      // Six digits or a recovery code's shape are a code; anything else is the password.
      const looksLikeCode = /^(\d{6}|[A-Za-z2-7]{4}(-[A-Za-z2-7]{4}){3})$/.test(proof.trim());
      await turnOff(looksLikeCode ? { code: proof.trim() } : { password: proof });
      notify('twoFactor.turned_off', { type: 'success' });
      onDisabled();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} direction="row" sx={{ alignItems: 'flex-start' }}>
      <TextField
        name="proof"
        type="password"
        label={translate('twoFactor.code_or_password')}
        value={proof}
        onChange={(event) => setProof(event.target.value)}
        autoComplete="off"
        required
      />
      <Button type="submit" variant="outlined" color="error" loading={busy}>
        {translate('twoFactor.turn_off')}
      </Button>
    </Stack>
  );
}
