import { Box, CircularProgress } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';
import { useSpinnerDelay } from '../kit/useSpinnerDelay';

const spinnerPlace = { mx: 1.5, width: 20 } as const;

/** A named spinner (react-admin's has no accessible name), keeping its place until it shows. */
function LoadingSpinner() {
  const translate = useTranslate();
  const spinning = useSpinnerDelay();
  if (!spinning) return <Box component="span" sx={spinnerPlace} />;
  return <CircularProgress color="inherit" size={20} thickness={5} aria-label={translate('ra.page.loading')} sx={spinnerPlace} />;
}

/** A spinner while data loads, else a refresh button. */
export function ShellLoadingIndicator() {
  return useLoading() ? <LoadingSpinner /> : <RefreshIconButton />;
}
