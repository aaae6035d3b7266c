import PowerOff from '@mui/icons-material/PowerSettingsNew';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Send from '@mui/icons-material/Send';
import { Box, Button, Chip, Stack, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Confirm, useCanAccess, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { LOG_PAGE_SIZE, PagedLogSection } from '../shared/PagedLogSection';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { COMMAND_STATUS_COLOR, isSettling, outcomeText, type DeviceCommand } from './commandStatus';

type CommandInput = components['schemas']['DeviceCommandInput'];

/** How often a history with a queued or sent command is asked for again. */
const SETTLING_REFRESH_MS = 3000;

function useDeviceCommands(deviceId: string, page: number) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['devices', 'commands', deviceId, page],
    queryFn: () => dataProvider.getDeviceCommands(deviceId, { page: page + 1, perPage: LOG_PAGE_SIZE }),
    refetchInterval: (query) => (isSettling(query.state.data?.data as DeviceCommand[] | undefined) ? SETTLING_REFRESH_MS : false),
  });
}

/** Engine stop (after a confirmation), engine resume and a custom text command. */
function CommandButtons({ deviceId }: { deviceId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [sending, setSending] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [text, setText] = useState('');
  const textId = useId();

  const send = async (command: CommandInput) => {
    setSending(true);
    try {
      const sent = await dataProvider.sendDeviceCommand(deviceId, command);
      notify(`resources.devices.commands.${sent.status === 'sent' ? 'sent_now' : 'queued_now'}`, { type: 'info' });
      if (command.type === 'custom') setText('');
      await queryClient.invalidateQueries({ queryKey: ['devices', 'commands', deviceId] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
      setConfirmStop(false);
    }
  };
  const sendText = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void send({ type: 'custom', text: text.trim() });
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      <Button variant="contained" color="error" startIcon={<PowerOff />} disabled={sending} onClick={() => setConfirmStop(true)}>
        {translate('resources.devices.commands.types.engineStop')}
      </Button>
      <Button variant="outlined" startIcon={<PlayArrow />} disabled={sending} onClick={() => void send({ type: 'engineResume' })}>
        {translate('resources.devices.commands.types.engineResume')}
      </Button>
      <Box component="form" onSubmit={sendText} sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: 1 }}>
        <TextField
          id={textId}
          size="small"
          label={translate('resources.devices.commands.custom_label')}
          helperText={translate('resources.devices.commands.custom_help')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, pattern: '[\\x20-\\x7E]+' } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" startIcon={<Send />} disabled={sending || !text.trim()}>
          {translate('resources.devices.commands.send')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirmStop}
        loading={sending}
        title="resources.devices.commands.confirm_stop_title"
        content="resources.devices.commands.confirm_stop"
        onConfirm={() => void send({ type: 'engineStop' })}
        onClose={() => setConfirmStop(false)}
      />
    </Stack>
  );
}

function CommandRows({ commands }: { commands: DeviceCommand[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <TableBody>
      {commands.map((command) => (
        <TableRow key={command.id}>
          <TableCell>{time.format(new Date(command.createdAt))}</TableCell>
          <TableCell>
            {command.type === 'custom' ? <code>{command.text}</code> : translate(`resources.devices.commands.types.${command.type}`)}
          </TableCell>
          <TableCell>
            <Chip
              size="small"
              color={COMMAND_STATUS_COLOR[command.status]}
              label={translate(`resources.devices.commands.statuses.${command.status}`)}
            />
          </TableCell>
          <TableCell>{outcomeText(command, translate)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** Commands to a device and their history, for the asset page; it keeps itself current while a command is under way. */
export function DeviceCommandsPanel({ deviceId }: { deviceId: string }) {
  const [page, setPage] = useState(0);
  const { canAccess: canSend } = useCanAccess({ resource: 'devices', action: 'edit' });
  const query = useDeviceCommands(deviceId, page);
  const commands = (query.data?.data ?? []) as DeviceCommand[];
  return (
    <PagedLogSection
      title="resources.devices.commands.title"
      empty="resources.devices.commands.empty"
      columns={['time', 'command', 'status', 'outcome'].map((column) => `resources.devices.commands.columns.${column}`)}
      query={query}
      count={commands.length}
      page={page}
      onPage={setPage}
      actions={canSend && <CommandButtons deviceId={deviceId} />}
    >
      <CommandRows commands={commands} />
    </PagedLogSection>
  );
}
