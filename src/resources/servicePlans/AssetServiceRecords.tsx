import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import {
  Box,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { useNotifyError } from '../../kit/useNotifyError';
import { deleteServiceRecord, getServiceRecords, updateServiceRecord, type ServiceRecord, type ServiceRecordsQuery } from './serviceApi';
import { draftOf, inputOf, ServiceRecordForm, type ServiceDraft } from './ServiceRecordForm';

const PAGE_SIZES = [5, 10, 25];
type Sort = NonNullable<ServiceRecordsQuery['sort']>;
/** The columns, in order; those with a sort field sort the list. */
const COLUMNS: { key: string; sort?: Sort; numeric?: boolean }[] = [
  { key: 'servicedOn', sort: 'servicedOn' },
  { key: 'planName', sort: 'planName' },
  { key: 'odometerKm', numeric: true },
  { key: 'engineHours', numeric: true },
  { key: 'cost', sort: 'cost', numeric: true },
  { key: 'notes' },
  { key: 'recordedBy' },
];

/**
 * The services done on the asset, newest first, page by page; an Operator or Admin corrects or deletes one,
 * and `onChange` lets the plans' states follow. `recorded` changes when a service was recorded beside it.
 */
export function AssetServiceRecords({ assetId, recorded, onChange }: { assetId: string; recorded: number; onChange: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const headingId = useId();
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: 'serviceRecords' });
  const { canAccess: mayDelete } = useCanAccess({ action: 'delete', resource: 'serviceRecords' });
  const [sort, setSort] = useState<{ field: Sort; order: 'asc' | 'desc' }>({ field: 'servicedOn', order: 'desc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ServiceRecord | null>(null);
  const [changes, setChanges] = useState(0);
  const query: ServiceRecordsQuery = { sort: sort.field, order: sort.order, pageNumber: page + 1, pageSize };
  const records = useQuery({
    queryKey: ['serviceRecords', assetId, query, recorded, changes],
    queryFn: () => getServiceRecords(assetId, query),
    placeholderData: keepPreviousData,
  });
  useNotifyError(records.error);
  const rows = records.data?.rows ?? [];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const shown = (value: number | null) => (value === null ? '' : number.format(value));

  const changed = () => {
    setChanges((count) => count + 1);
    onChange();
  };
  const save = async (record: ServiceRecord, draft: ServiceDraft) => {
    try {
      await updateServiceRecord(record.id, inputOf(record.planId, draft, null));
      setEditing(null);
      notify('resources.servicePlans.records.saved', { type: 'success' });
      changed();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  const remove = async (record: ServiceRecord) => {
    try {
      await deleteServiceRecord(record.id);
      notify('resources.servicePlans.records.deleted', { type: 'info' });
      if (rows.length === 1 && page > 0) setPage(page - 1);
      changed();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };
  const recordName = (record: ServiceRecord) => `${record.planName} ${record.servicedOn}`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {translate('resources.servicePlans.records.title')}
      </Typography>
      {records.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {records.isSuccess && records.data.total === 0 ? (
        <Typography color="text.secondary">{translate('resources.servicePlans.records.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {COLUMNS.map(({ key, sort: field, numeric }) => (
                  <TableCell
                    key={key}
                    align={numeric ? 'right' : 'left'}
                    sortDirection={field && sort.field === field ? sort.order : false}
                  >
                    {field ? (
                      <TableSortLabel
                        active={sort.field === field}
                        direction={sort.field === field ? sort.order : 'asc'}
                        onClick={() => {
                          setSort({ field, order: sort.field === field && sort.order === 'asc' ? 'desc' : 'asc' });
                          setPage(0);
                        }}
                      >
                        {translate(`resources.servicePlans.records.${key}`)}
                      </TableSortLabel>
                    ) : (
                      translate(`resources.servicePlans.records.${key}`)
                    )}
                  </TableCell>
                ))}
                {(mayEdit || mayDelete) && <TableCell>{translate('resources.servicePlans.records.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((record) =>
                editing === record.id ? (
                  <TableRow key={record.id}>
                    <TableCell colSpan={COLUMNS.length + 1}>
                      <ServiceRecordForm
                        title={translate('resources.servicePlans.records.edit', { name: recordName(record) })}
                        initial={draftOf(record)}
                        onSave={(draft) => void save(record, draft)}
                        onCancel={() => setEditing(null)}
                      />
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={record.id}>
                    <TableCell>{record.servicedOn}</TableCell>
                    <TableCell>{record.planName}</TableCell>
                    <TableCell align="right">{shown(record.odometerKm)}</TableCell>
                    <TableCell align="right">{shown(record.engineHours)}</TableCell>
                    <TableCell align="right">{shown(record.cost)}</TableCell>
                    <TableCell>{record.notes}</TableCell>
                    <TableCell>{record.recordedBy}</TableCell>
                    {(mayEdit || mayDelete) && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {mayEdit && (
                          <IconButton
                            size="small"
                            aria-label={translate('resources.servicePlans.records.edit', { name: recordName(record) })}
                            onClick={() => setEditing(record.id)}
                          >
                            <Edit fontSize="small" />
                          </IconButton>
                        )}
                        {mayDelete && (
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={translate('resources.servicePlans.records.delete', { name: recordName(record) })}
                            onClick={() => setDeleting(record)}
                          >
                            <Delete fontSize="small" />
                          </IconButton>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={records.data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', {
                offsetBegin: number.format(from),
                offsetEnd: number.format(to),
                total: number.format(count),
              })
            }
          />
        </Box>
      )}
      {deleting && (
        <Confirm
          isOpen
          title="resources.servicePlans.records.confirmTitle"
          content="resources.servicePlans.records.confirmContent"
          translateOptions={{ name: recordName(deleting) }}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
