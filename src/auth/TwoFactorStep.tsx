import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

// The secret's QR code (and its library) loads only for a user who must enrol here.
const TotpSecret = lazy(() => import('../twoFactor/TotpSecret').then((module) => ({ default: module.TotpSecret })));

interface TwoFactorStepProps {
  loading: boolean;
  /** Present when the tenant requires two-factor sign-in and the user has none yet. */
  enrolment?: { secret: string; otpauthUri: string };
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The second step of a sign-in, shown only when the server asked for a code. */
export function TwoFactorStep({ loading, enrolment, onSubmit, onCancel }: TwoFactorStepProps) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="body2">{translate(enrolment ? 'twoFactor.enrol_required' : 'twoFactor.code_intro')}</Typography>
      {enrolment && (
        <Suspense fallback={null}>
          <TotpSecret {...enrolment} />
        </Suspense>
      )}
      <TextField
        name="twoFactorCode"
        label={translate(enrolment ? 'twoFactor.code' : 'twoFactor.code_or_recovery')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: enrolment ? 'numeric' : 'text', maxLength: 32 } }}
        autoFocus
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {translate('twoFactor.verify')}
      </Button>
      <Button type="button" onClick={onCancel}>
        {translate('ra.action.back')}
      </Button>
    </Stack>
  );
}
