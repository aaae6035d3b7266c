import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import { unwrapRequired } from '../../api/unwrap';
import { DriverAssignment } from './DriverAssignment';

/** How many of the latest sessions a page lists. */
const LATEST = 20;

/** Whose sessions: a vehicle's (listing its drivers) or a driver's (listing their vehicles). */
type Whose = { assetId: string } | { driverId: string };

const latestSessions = (whose: Whose) =>
  unwrapRequired(apiClients().api.GET('/driverSessions', { params: { query: { ...whose, pageNumber: 1, pageSize: LATEST } } }));

/** The latest sessions of a vehicle or a driver, newest first, under a title; `children` sit above the table. */
function SessionsSection({ whose, children }: { whose: Whose; children?: ReactNode }) {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const { data: sessions = [] } = useQuery({ queryKey: ['driverSessions', whose], queryFn: () => latestSessions(whose) });
  const time = (iso: string) => new Date(iso).toLocaleString(locale);
  const ofAsset = 'assetId' in whose;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate('driverSessions.title')}
        </Typography>
        {children}
        {sessions.length === 0 ? (
          <Typography color="text.secondary">{translate('driverSessions.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(ofAsset ? 'driverAssignment.driver' : 'driverSessions.vehicle')}</TableCell>
                <TableCell>{translate('driverSessions.started')}</TableCell>
                <TableCell>{translate('driverSessions.ended')}</TableCell>
                <TableCell>{translate('driverSessions.source')}</TableCell>
                <TableCell>{translate('driverSessions.endReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{ofAsset ? session.driverName : session.assetName}</TableCell>
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

/** The asset page's drivers: who drives it now (assigned here by hand), and who drove it before. */
export function DriverSessionsPanel({ assetId, driverId }: { assetId: string; driverId: string | null }) {
  return (
    <SessionsSection whose={{ assetId }}>
      <DriverAssignment assetId={assetId} driverId={driverId} />
    </SessionsSection>
  );
}

/** The driver page's vehicles: which they drive now and drove before. */
export const DriverOwnSessions = ({ driverId }: { driverId: string }) => <SessionsSection whose={{ driverId }} />;
