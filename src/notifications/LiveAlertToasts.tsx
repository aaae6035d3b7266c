import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { subscribeLive } from '../live/liveHub';
import { useAlertWording } from '../kit/alerts/AlertMessageField';
import { getPreferences, preferencesKey } from './notificationsApi';

/**
 * A toast for each alert the live stream brings, of the types the user keeps "in the console"
 * (all of them until the preferences have loaded: an alert is never lost to a slow answer).
 */
export function LiveAlertToasts() {
  const notify = useNotify();
  const word = useAlertWording();
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: getPreferences });
  const muted = useRef(new Set<string>());
  useEffect(() => {
    muted.current = new Set(preferences.data?.channels.filter((entry) => !entry.toast).map((entry) => entry.alertType));
  }, [preferences.data]);

  useEffect(
    () =>
      subscribeLive({
        onAlert: (alert) => {
          if (!muted.current.has(alert.type))
            notify('shell.notifications.liveAlert', { type: 'warning', messageArgs: { message: word(alert) } });
        },
      }),
    [notify, word],
  );
  return null;
}
