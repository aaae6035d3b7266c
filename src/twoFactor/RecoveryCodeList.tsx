import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      {translate('twoFactor.recovery_intro')}
      <Box component="ul" aria-label={translate('twoFactor.recovery_title')} sx={{ fontFamily: 'monospace', columns: 2, pl: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Alert>
  );
}
