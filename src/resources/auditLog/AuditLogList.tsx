import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, DateTimeInput, TextInput, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ListExportButtons } from '../shared/ListExportButtons';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { fieldChanges } from './auditChanges';
import { auditTable, type AuditEntry } from './auditExport';

/** A local date and time from the picker as the instant the API filters by. */
const instant = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

const filters = [
  <TextInput key="actor" source="actor" type="email" />,
  <TextInput key="action" source="action" />,
  <TextInput key="objectType" source="objectType" />,
  <TextInput key="objectId" source="objectId" />,
  <DateTimeInput key="from" source="from" parse={instant} />,
  <DateTimeInput key="to" source="to" parse={instant} />,
];

const text = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Below an entry: each field it changed, before and after (secrets masked by the server). */
function EntryChanges() {
  const entry = useRecordContext<AuditEntry & RaRecord>();
  const translate = useTranslate();
  if (!entry) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <Typography variant="body2">{translate('resources.auditLog.no_changes')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.auditLog.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.auditLog.field')}</TableCell>
          <TableCell>{translate('resources.auditLog.before')}</TableCell>
          <TableCell>{translate('resources.auditLog.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell>{change.field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{text(change.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{text(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const actions = (
  <TopToolbar>
    <ListExportButtons name="audit-log" table={auditTable} />
  </TopToolbar>
);

const phoneCard = { secondary: (entry: RaRecord) => `${entry.at} · ${entry.actorEmail ?? ''}` };

/** Who did what in the tenant (every tenant for a SysAdmin), newest first; a row opens what it changed. */
export const AuditLogList = () => (
  <ResourceList filters={filters} actions={actions} exporter={false}>
    <ResourceTable card={phoneCard} expand={<EntryChanges />} rowClick="expand">
      <DataTable.Col source="at">
        <LocalDateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="actorEmail" />
      <DataTable.Col source="actorRole" disableSort />
      <DataTable.Col source="signInMethod" disableSort />
      <DataTable.Col source="action" />
      <DataTable.Col source="objectType" />
      <DataTable.Col source="objectName" />
      <DataTable.Col source="address" disableSort />
    </ResourceTable>
  </ResourceList>
);
