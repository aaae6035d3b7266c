import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../api/errors';
import { confirmEnrolment, startEnrolment } from './twoFactorApi';
import { TotpSecret } from './TotpSecret';

/** Turning two-factor sign-in on: a secret to scan and a first code to confirm it; the page shows the recovery codes issued. */
export function EnrolTwoFactor({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onEnrolled((await confirmEnrolment(code.trim())).recoveryCodes));
  };

  if (!enrolment) {
    return (
      <Button
        variant="contained"
        loading={busy}
        onClick={() => run(async () => setEnrolment(await startEnrolment()))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('twoFactor.turn_on')}
      </Button>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={confirm} spacing={2}>
      <TotpSecret {...enrolment} />
      <TextField
        name="code"
        label={translate('twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        required
      />
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('twoFactor.confirm')}
      </Button>
    </Stack>
  );
}
