import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from './browserPush';

type State = 'unsupported' | 'on' | 'off' | 'denied';

/** Turns browser push on or off for this browser; which alerts are pushed is chosen per type above. */
export function PushToggle() {
  const translate = useTranslate();
  const notify = useNotify();
  const [state, setState] = useState<State>(pushSupported() ? 'off' : 'unsupported');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (pushSupported()) void currentPushSubscription().then((subscription) => setState(subscription ? 'on' : 'off'));
  }, []);

  const change = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await disablePush();
        setState('off');
      } else {
        setState((await enablePush()) === 'enabled' ? 'on' : 'denied');
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const status = { unsupported: 'pushUnsupported', denied: 'pushDenied', on: 'pushEnabled', off: 'pushDisabled' }[state];
  return (
    <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" role="status">
        {translate(`shell.notifications.${status}`)}
      </Typography>
      {state !== 'unsupported' && (
        <Button variant="outlined" onClick={() => void change()} disabled={busy}>
          {translate(state === 'on' ? 'shell.notifications.pushOff' : 'shell.notifications.pushOn')}
        </Button>
      )}
    </Box>
  );
}
