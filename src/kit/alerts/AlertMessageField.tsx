import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { alertMessage, type WordedAlert } from './alertMessage';
import type { Alert } from './alertTypes';

/** Words alerts in the user's language (see alertMessage). */
export function useAlertWording() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback((alert: WordedAlert) => alertMessage(alert, translate, locale), [translate, locale]);
}

/** The message of the alert in context, in the user's language. */
export function AlertMessageField() {
  const alert = useRecordContext<Alert>();
  const word = useAlertWording();
  return alert ? (
    <Typography variant="body2" component="span">
      {word(alert)}
    </Typography>
  ) : null;
}
