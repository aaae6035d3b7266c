import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TotpQrCode } from './TotpQrCode';

/** What to scan (or type) into an authenticator app. */
export function TotpSecret({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{translate('twoFactor.scan')}</Typography>
      <TotpQrCode uri={otpauthUri} />
      <Typography variant="body2">
        {translate('twoFactor.secret')} <code data-testid="totp-secret">{secret}</code>
      </Typography>
    </Stack>
  );
}
