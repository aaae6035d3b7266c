import { Alert, Button } from '@mui/material';
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/errors';
import { runtimeConfig } from '../../config';
import { shorterPeriod, type Period } from '../../kit/period';

/** Lets a report ask the page for another period (the page owns the period picker). */
export const ChangePeriodContext = createContext<((period: Period) => void) | null>(null);

/** The server refused the period itself (too long, or too many records in it): a 400 on `to`. */
export function isPeriodRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null && 'to' in errors;
}

/** The server's reason, naming its limit, and a shorter period to load instead. */
export function PeriodRefused({ error, period, onRetry }: { error: ApiError; period: Period; onRetry: () => void }) {
  const translate = useTranslate();
  const changePeriod = useContext(ChangePeriodContext);
  const shorter = shorterPeriod(period, runtimeConfig().reportMaxDays);
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        changePeriod && shorter ? (
          <Button color="inherit" size="small" onClick={() => changePeriod(shorter)}>
            {translate('reports.actions.shorten_period')}
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('reports.actions.reload')}
          </Button>
        )
      }
    >
      {error.message}
    </Alert>
  );
}
