import { CircularProgress } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';

/** A named spinner while data loads (react-admin's has no accessible name), else a refresh button. */
export function ShellLoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? (
    <CircularProgress color="inherit" size={20} thickness={5} aria-label={translate('ra.page.loading')} sx={{ mx: 1.5 }} />
  ) : (
    <RefreshIconButton />
  );
}
