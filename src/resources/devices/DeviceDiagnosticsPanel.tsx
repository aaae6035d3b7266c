import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { useSpinnerDelay } from '../../kit/useSpinnerDelay';
import type { FleetDataProvider } from '../../providers/dataProvider';

type Diagnostics = components['schemas']['DeviceDiagnostics'];
type Frame = components['schemas']['DiagnosticFrame'];

const OUTCOME_COLOR: Record<Frame['outcome'], 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  decoded: 'default',
  stored: 'success',
  notStored: 'warning',
  refused: 'warning',
  ignored: 'info',
  rejected: 'error',
  sent: 'default',
};

const KEY = 'resources.devices.diagnostics';

/** The frame's bytes as text when they are printable ASCII (H02, OsmAnd, Suntech), else null. */
export function printableText(hex: string): string | null {
  const text = String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  return /^[\x20-\x7e\r\n]+$/.test(text) ? text.trim() : null;
}

function Section({
  title,
  empty,
  columns,
  count,
  children,
}: {
  title: string;
  empty: string;
  columns: string[];
  count: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {translate(`${KEY}.${title}`)}
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary" role="status">
          {translate(`${KEY}.${empty}`)}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`${KEY}.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function FrameData({ frame }: { frame: Frame }) {
  const translate = useTranslate();
  const text = printableText(frame.hex);
  const shown = frame.hex.length / 2;
  return (
    <>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', display: 'block' }}>
        {frame.hex}
      </Box>
      {text !== null && (
        <Box
          component="span"
          sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary', wordBreak: 'break-all', display: 'block' }}
        >
          {text}
        </Box>
      )}
      {frame.length > shown && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${KEY}.truncated`, { shown, length: frame.length })}
        </Typography>
      )}
    </>
  );
}

function DiagnosticsTables({ diagnostics }: { diagnostics: Diagnostics }) {
  const translate = useTranslate();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const at = (iso: string) => time.format(new Date(iso));
  return (
    <>
      <Section title="frames" empty="frames_empty" columns={['time', 'direction', 'data', 'outcome']} count={diagnostics.frames.length}>
        {diagnostics.frames.map((frame, index) => (
          <TableRow key={`${frame.time}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {at(frame.time)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {frame.protocol}
              </Typography>
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>{translate(`${KEY}.directions.${frame.direction}`)}</TableCell>
            <TableCell sx={{ maxWidth: 480, verticalAlign: 'top' }}>
              <FrameData frame={frame} />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Chip size="small" color={OUTCOME_COLOR[frame.outcome]} label={translate(`${KEY}.outcomes.${frame.outcome}`)} />
              {frame.detail && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {frame.detail}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </Section>
      <Section
        title="unknown_types"
        empty="unknown_types_empty"
        columns={['protocol', 'type', 'count', 'last_seen']}
        count={diagnostics.unknownTypes.length}
      >
        {diagnostics.unknownTypes.map((type) => (
          <TableRow key={`${type.protocol}:${type.type}`}>
            <TableCell>{type.protocol}</TableCell>
            <TableCell>
              <code>{type.type}</code>
            </TableCell>
            <TableCell>{type.count}</TableCell>
            <TableCell>{at(type.lastSeenAt)}</TableCell>
          </TableRow>
        ))}
      </Section>
      <Section
        title="connections"
        empty="connections_empty"
        columns={['connected_at', 'closed_at', 'remote_address', 'close_reason']}
        count={diagnostics.connections.length}
      >
        {diagnostics.connections.map((connection, index) => (
          <TableRow key={`${connection.connectedAt}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {at(connection.connectedAt)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {connection.protocol}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{connection.closedAt ? at(connection.closedAt) : translate(`${KEY}.open`)}</TableCell>
            <TableCell>{connection.remoteAddress}</TableCell>
            <TableCell>
              {connection.closeReason && translate(`${KEY}.close_reasons.${connection.closeReason}`)}
              {connection.detail && (
                <Typography variant="body2" color="text.secondary">
                  {connection.detail}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </Section>
    </>
  );
}

/**
 * A device's traffic for support (Admins): its last frames with what became of them, the packet
 * types its codec skipped, and its last connections, as the server heard them since it started.
 */
export function DeviceDiagnosticsPanel({ deviceId }: { deviceId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const headingId = useId();
  const spinnerDue = useSpinnerDelay();
  const query = useQuery({ queryKey: ['devices', 'diagnostics', deviceId], queryFn: () => dataProvider.getDeviceDiagnostics(deviceId) });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate(`${KEY}.title`)}
        </Typography>
        <Button size="small" startIcon={<Refresh />} disabled={query.isFetching} onClick={() => void query.refetch()}>
          {translate(`${KEY}.refresh`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEY}.intro`)}
      </Typography>
      {query.isPending ? (
        spinnerDue && <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : query.error ? (
        <Typography color="error">{(query.error as Error).message}</Typography>
      ) : (
        <DiagnosticsTables diagnostics={query.data} />
      )}
    </Box>
  );
}
