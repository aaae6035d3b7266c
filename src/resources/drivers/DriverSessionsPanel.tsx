import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { DriverAssignment } from './DriverAssignment';

/** How many of the latest sessions the asset page lists. */
const LATEST = 20;

const latestSessions = (assetId: string) =>
  unwrapRequired(apiClients().api.GET('/driverSessions', { params: { query: { assetId, pageNumber: 1, pageSize: LATEST } } }));

/** The asset page's drivers: who drives it now (assigned here by hand), and who drove it before. */
export function DriverSessionsPanel({ assetId, driverId }: { assetId: string; driverId: string | null }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data: sessions = [] } = useQuery({ queryKey: ['driverSessions', assetId], queryFn: () => latestSessions(assetId) });
  const time = (iso: string) => new Date(iso).toLocaleString(locale);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="driver-sessions-title" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" id="driver-sessions-title">
          {translate('driverSessions.title')}
        </Typography>
        <DriverAssignment assetId={assetId} driverId={driverId} />
        {sessions.length === 0 ? (
          <Typography color="text.secondary">{translate('driverSessions.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('driverAssignment.driver')}</TableCell>
                <TableCell>{translate('driverSessions.started')}</TableCell>
                <TableCell>{translate('driverSessions.ended')}</TableCell>
                <TableCell>{translate('driverSessions.source')}</TableCell>
                <TableCell>{translate('driverSessions.endReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{session.driverName}</TableCell>
                  <TableCell>{time(session.startedAt)}</TableCell>
                  <TableCell>{session.endedAt ? time(session.endedAt) : translate('driverSessions.current')}</TableCell>
                  <TableCell>{translate(`driverSessions.sources.${session.source}`)}</TableCell>
                  <TableCell>{session.endReason ? translate(`driverSessions.endReasons.${session.endReason}`) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
