import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { ERROR_MESSAGES } from '../api/errors';
import { LANDING_PATH } from '../routePaths';

/** Any unknown route of the signed-in console. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {translate(ERROR_MESSAGES.notFound)}
      </Typography>
      <Button component={LinkBase} to={LANDING_PATH} variant="contained">
        {translate('shell.errors.back')}
      </Button>
    </Stack>
  );
}
