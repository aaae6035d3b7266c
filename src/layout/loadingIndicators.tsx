import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { useTranslate, useTimeout, RefreshIconButton, useLoading } from 'react-admin';

/**
 * How long a loader waits before it spins, as react-admin's own do (Loading, DataTableLoading): a
 * screen ready within a second never flashes a spinner, and while the console starts the browser
 * does not spend its time drawing animation frames.
 */
export const SPINNER_DELAY_MS = 1000;

/** Whether a spinner that appeared with this component should show by now. */
export const useSpinnerDelay = () => useTimeout(SPINNER_DELAY_MS);

/** What a screen shows while its code or data loads: a progress bar on top and a spinner, after a moment. */
export function ScreenLoader() {
  const translate = useTranslate();
  const spinning = useSpinnerDelay();
  const label = translate('shell.loading');
  return (
    <Box role="status" aria-label={label} sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' }}>
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
