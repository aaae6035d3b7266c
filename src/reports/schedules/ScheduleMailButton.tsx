import DeleteIcon from '@mui/icons-material/Delete';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { browserTimeZone, useReportFormat } from '../../kit/format';
import type { AssetRef } from '../shared/reportTypes';
import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrap, unwrapRequired } from '../../api/unwrap';
import { AssetGroupSelect } from '../../kit/AssetGroupSelect';

export type ReportSchedule = components['schemas']['ReportSchedule'];
type ScheduledReport = components['schemas']['ScheduledReport'];
type ScheduleInput = components['schemas']['ReportScheduleInput'];

const api = () => apiClients().api;

const listSchedules = () => unwrapRequired(api().GET('/reports/schedules'));
const createSchedule = (body: ScheduleInput) => unwrapRequired(api().POST('/reports/schedules', { body }));
const deleteSchedule = (id: string) => unwrap(api().DELETE('/reports/schedules/{id}', { params: { path: { id } } }));

/** The reports that can be mailed (the contract's ScheduledReport). */
const SCHEDULED: Record<ScheduledReport, true> = { stops: true, dailySummary: true, events: true, geofenceVisits: true };
export const isScheduledReport = (kind: string): kind is ScheduledReport => Object.hasOwn(SCHEDULED, kind);

const QUERY_KEY = ['reports', 'schedules'];

/** Mails the chosen report of the chosen assets (or of an asset group) every day or week, and lists and stops the user's mails. */
export function ScheduleMailButton({ report, assets }: { report: ScheduledReport; assets: AssetRef[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useReportFormat();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<ScheduleInput['frequency']>('daily');
  // '': the assets chosen on the report; a group: its assets on the day of each mail.
  const [groupId, setGroupId] = useState('');
  const schedules = useQuery({ queryKey: QUERY_KEY, queryFn: listSchedules, enabled: open });
  const onError = (error: unknown) => notify(messageOf(error), { type: 'error' });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const create = useMutation({
    mutationFn: () =>
      createSchedule({
        report,
        frequency,
        ...(groupId ? { groupId } : { assetIds: assets.map((asset) => asset.id) }),
        timeZone: browserTimeZone(),
      }),
    onSuccess: () => {
      notify('reports.schedules.created', { type: 'success' });
      refresh();
    },
    onError,
  });
  const remove = useMutation({ mutationFn: deleteSchedule, onSuccess: refresh, onError });
  const names = (ids: string[]) => ids.map((id) => assets.find((asset) => asset.id === id)?.name ?? id).join(', ');

  return (
    <>
      <Button variant="outlined" startIcon={<ScheduleSendIcon />} onClick={() => setOpen(true)} disabled={assets.length === 0}>
        {translate('reports.schedules.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="report-schedules-title" fullWidth maxWidth="sm">
        <DialogTitle id="report-schedules-title">{translate('reports.schedules.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {translate('reports.schedules.explain', {
              report: translate(`reports.types.${report}`),
              assets: names(assets.map((asset) => asset.id)),
            })}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('reports.schedules.frequency')}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as ScheduleInput['frequency'])}
          >
            <MenuItem value="daily">{translate('reports.schedules.daily')}</MenuItem>
            <MenuItem value="weekly">{translate('reports.schedules.weekly')}</MenuItem>
          </TextField>
          <AssetGroupSelect groupId={groupId} onChange={setGroupId} emptyLabel="reports.schedules.chosen_assets" sx={{ ml: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
            {translate('reports.schedules.yours')}
          </Typography>
          <List dense>
            {(schedules.data ?? []).map((schedule) => (
              <ListItem
                key={schedule.id}
                secondaryAction={
                  <IconButton edge="end" aria-label={translate('reports.schedules.stop')} onClick={() => remove.mutate(schedule.id)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${translate(`reports.types.${schedule.report}`)} · ${translate(`reports.schedules.${schedule.frequency}`)}`}
                  secondary={translate('reports.schedules.next', { time: format.dateTime(schedule.nextRunAt) })}
                />
              </ListItem>
            ))}
            {schedules.data?.length === 0 && (
              <ListItem>
                <ListItemText secondary={translate('reports.schedules.none')} />
              </ListItem>
            )}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            {translate('reports.schedules.create')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
