import { Button, Stack, Typography } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { ERROR_MESSAGES } from '../api/errors';

const noReset = () => undefined;

interface ServerErrorProps {
  /** Not shown: users get the spec's text, not technical detail. */
  error?: unknown;
  /** Given by react-admin's outer boundary only; the layout's resets itself on navigation. */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/** What a screen shows instead of crashing: the spec's server error text, and a way to retry. */
export function ServerError({ resetErrorBoundary }: ServerErrorProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noReset);
  return (
    <Stack spacing={3} role="alert" sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        500
      </Typography>
      <Typography variant="h5" component="h1">
        {translate(ERROR_MESSAGES.server)}
      </Typography>
      {resetErrorBoundary && (
        <Button variant="contained" onClick={() => resetErrorBoundary()}>
          {translate('shell.errors.retry')}
        </Button>
      )}
    </Stack>
  );
}
