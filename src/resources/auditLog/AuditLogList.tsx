import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  DateTimeInput,
  ExportButton,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { downloadBlob } from '../../reports/shared/download';
import { toCsv } from '../../reports/shared/csv';
import { xlsxBlob } from '../../reports/shared/ExportXlsxButton';
import { recordedExporter } from '../../providers/recordExport';
import { LocalDateField } from '../shared/LocalDateField';
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

const BOM = '\uFEFF';
const csvExporter: Exporter = (entries) =>
  downloadBlob('audit-log.csv', new Blob([BOM + toCsv(auditTable(entries as AuditEntry[]))], { type: 'text/csv;charset=utf-8' }));
const xlsxExporter: Exporter = async (entries) =>
  downloadBlob('audit-log.xlsx', await xlsxBlob(auditTable(entries as AuditEntry[]), 'Audit log'));

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

function AuditActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExportButton exporter={recordedExporter('csv', csvExporter)} label={translate('resources.auditLog.export_csv')} />
      <ExportButton exporter={recordedExporter('xlsx', xlsxExporter)} label={translate('resources.auditLog.export_xlsx')} />
    </TopToolbar>
  );
}

const phoneCard = { secondary: (entry: RaRecord) => `${entry.at} · ${entry.actorEmail ?? ''}` };

/** Who did what in the tenant (every tenant for a SysAdmin), newest first; a row opens what it changed. */
export const AuditLogList = () => (
  <ResourceList filters={filters} actions={<AuditActions />} exporter={false}>
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
