import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { Form, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { apiClients } from '../../api/client';
import { TenantInput } from '../shared/TenantInput';
import { devicesFromCsv, problemsByLine, type DeviceImportRow, type LineProblem } from './deviceCsv';

/** Where an import stands: the file read, then the server's check, then the rows written. */
type Step =
  | { kind: 'choose' }
  | { kind: 'missing'; columns: string[] }
  | { kind: 'problems'; problems: LineProblem[] }
  | { kind: 'ready'; rows: DeviceImportRow[] };

/** Sends the rows; null when they are fine, else the problems by line. */
async function check(rows: DeviceImportRow[], tenantId: string | undefined, dryRun: boolean): Promise<LineProblem[] | null> {
  const { error, response } = await apiClients().api.POST('/imports/devices', { body: { rows, dryRun, ...(tenantId ? { tenantId } : {}) } });
  if (response.ok) return null;
  const errors = (error as { errors?: Record<string, string[]> } | undefined)?.errors;
  if (errors) return problemsByLine(errors);
  throw new Error((error as { error?: string; message?: string } | undefined)?.error ?? response.statusText);
}

function ProblemTable({ problems }: { problems: LineProblem[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('resources.devices.import.problems')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.devices.import.line')}</TableCell>
          <TableCell>{translate('resources.devices.import.field')}</TableCell>
          <TableCell>{translate('resources.devices.import.problem')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {problems.map((problem) => (
          <TableRow key={`${problem.line}-${problem.field}`}>
            <TableCell>{problem.line || '—'}</TableCell>
            <TableCell>{problem.field}</TableCell>
            <TableCell>{problem.messages.join(' ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The dialog's content inside the form, which holds a SysAdmin's tenant. */
function ImportSteps({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const tenantId = useWatch({ name: 'tenantId' }) as string | undefined;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const preview = (file: File) =>
    run(async () => {
      const { rows, missing } = devicesFromCsv(await file.text());
      if (missing.length) return setStep({ kind: 'missing', columns: missing });
      const problems = rows.length ? await check(rows, tenantId, true) : [{ line: 0, field: 'rows', messages: [translate('resources.devices.import.empty')] }];
      setStep(problems ? { kind: 'problems', problems } : { kind: 'ready', rows });
    });
  const write = (rows: DeviceImportRow[]) =>
    run(async () => {
      const problems = await check(rows, tenantId, false);
      if (problems) return setStep({ kind: 'problems', problems });
      notify('resources.devices.import.done', { type: 'success', messageArgs: { smart_count: rows.length } });
      refresh();
      onClose();
    });

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.devices.import.intro')}</DialogContentText>
        <TenantInput />
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
          {translate('resources.devices.import.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate('resources.devices.import.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void preview(file);
            }}
          />
        </Button>
        {step.kind === 'missing' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('resources.devices.import.missing', { columns: step.columns.join(', ') })}
          </Alert>
        )}
        {step.kind === 'problems' && (
          <>
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('resources.devices.import.fix', { smart_count: step.problems.length })}
            </Alert>
            <ProblemTable problems={step.problems} />
          </>
        )}
        {step.kind === 'ready' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('resources.devices.import.ready', { smart_count: step.rows.length })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={step.kind !== 'ready'} loading={busy} onClick={() => step.kind === 'ready' && write(step.rows)}>
          {translate('resources.devices.import.submit')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Devices from a CSV file (identifier, name, phone, model by name): the server checks every row
 * first and names each problem by line and field; only a file without any is written, whole.
 */
export function ImportDevicesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Importing is creating many: the same roles (the contract gives importDevices createSensor's).
  const { canAccess } = useCanAccess({ action: 'create', resource: 'devices' });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        {translate('resources.devices.import.button')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="import-devices-title" fullWidth maxWidth="md">
          <DialogTitle id="import-devices-title">{translate('resources.devices.import.title')}</DialogTitle>
          <Form>
            <ImportSteps onClose={() => setOpen(false)} />
          </Form>
        </Dialog>
      )}
    </>
  );
}
