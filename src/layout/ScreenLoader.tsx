import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSpinnerDelay } from '../kit/useSpinnerDelay';

/** What a screen shows while its code or data loads: a progress bar on top and a spinner, after a moment. */
export function ScreenLoader() {
  const translate = useTranslate();
  const spinning = useSpinnerDelay();
  const label = translate('shell.loading');
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' }}
    >
      {spinning && (
        <>
          <LinearProgress
            aria-label={label}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
          />
          <CircularProgress aria-label={label} />
        </>
      )}
    </Box>
  );
}
