import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ALERT_TYPES } from '../kit/alerts/alertTypes';
import { getPreferences, preferencesKey, savePreferences, type NotificationPreferences } from './notificationsApi';
import { PushToggle } from './PushToggle';

type Channels = NotificationPreferences['channels'];
const CHANNELS = ['email', 'push', 'toast'] as const;

/** The signed-in user's channels per alert type (e-mail, browser push, toast), and push in this browser. */
export function NotificationSettingsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const stored = useQuery({ queryKey: preferencesKey, queryFn: getPreferences });
  return (
    <Dialog open onClose={onClose} aria-labelledby="notification-settings-title" maxWidth="sm" fullWidth>
      <DialogTitle id="notification-settings-title">{translate('shell.notifications.title')}</DialogTitle>
      {stored.data ? <ChannelsForm stored={stored.data.channels} onClose={onClose} /> : <DialogContent />}
    </Dialog>
  );
}

/** The table of channels, edited from what the server holds, and saved in one request. */
function ChannelsForm({ stored, onClose }: { stored: Channels; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [channels, setChannels] = useState<Channels>(stored);
  const [saving, setSaving] = useState(false);

  const toggle = (alertType: string, channel: (typeof CHANNELS)[number]) =>
    setChannels((current) => current.map((entry) => (entry.alertType === alertType ? { ...entry, [channel]: !entry[channel] } : entry)));

  const save = async () => {
    setSaving(true);
    try {
      queryClient.setQueryData(preferencesKey, await savePreferences({ channels }));
      notify('shell.notifications.saved', { type: 'success' });
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const byType = new Map(channels.map((entry) => [entry.alertType, entry]));
  return (
    <>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('shell.notifications.intro')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('shell.notifications.alertType')}</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {translate(`shell.notifications.${channel}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ALERT_TYPES.map((type) => {
              const label = translate(`resources.alerts.types.${type}`);
              return (
                <TableRow key={type}>
                  <TableCell>{label}</TableCell>
                  {CHANNELS.map((channel) => (
                    <TableCell key={channel} align="center" padding="checkbox">
                      <Checkbox
                        checked={byType.get(type)?.[channel] ?? false}
                        onChange={() => toggle(type, channel)}
                        slotProps={{ input: { 'aria-label': `${label}: ${translate(`shell.notifications.${channel}`)}` } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <PushToggle />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate('shell.notifications.save')}
        </Button>
      </DialogActions>
    </>
  );
}
