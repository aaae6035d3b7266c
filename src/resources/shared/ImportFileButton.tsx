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
import { Form, useCanAccess, useNotify, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { apiClients } from '../../api/client';
import { byLine, problemsByLine, type FileRead, type ImportPath, type LineProblem } from './fileImport';
import { TenantInput } from './TenantInput';

/** Where an import stands: the file read, then the server's check, then the rows written. */
type Step =
  | { kind: 'choose' }
  | { kind: 'refused'; message: string }
  | { kind: 'problems'; problems: LineProblem[] }
  | { kind: 'ready'; rows: unknown[]; lineOf: (rowIndex: number) => number };

/** Sends the rows; the problems by line, none when they are fine. */
async function check(
  path: ImportPath,
  rows: unknown[],
  lineOf: (rowIndex: number) => number,
  tenantId: string | undefined,
  dryRun: boolean,
): Promise<LineProblem[]> {
  // The rows are the file's: the server checks them against the contract (one set of rules).
  const body = { rows, dryRun, ...(tenantId ? { tenantId } : {}) } as never;
  const { error, response } = await apiClients().api.POST(path, { body });
  if (response.ok) return [];
  const errors = (error as { errors?: Record<string, string[]> } | undefined)?.errors;
  if (errors) return problemsByLine(errors, lineOf);
  throw new Error((error as { error?: string; message?: string } | undefined)?.error ?? response.statusText);
}

interface ImportProps {
  /** The resource whose create right the import needs, and whose `import` texts it shows. */
  resource: 'devices' | 'assets' | 'drivers' | 'geofences' | 'places';
  path: ImportPath;
  /** The file input's accept list. */
  accept: string;
  read: (file: File, translate: TranslateFunction) => Promise<FileRead>;
}

function ProblemTable({ problems, texts }: { problems: LineProblem[]; texts: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`${texts}.problems`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${texts}.line`)}</TableCell>
          <TableCell>{translate(`${texts}.field`)}</TableCell>
          <TableCell>{translate(`${texts}.problem`)}</TableCell>
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
function ImportSteps({ path, accept, read, texts, onClose }: Omit<ImportProps, 'resource'> & { texts: string; onClose: () => void }) {
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
      const result = await read(file, translate);
      if ('refusal' in result) return setStep({ kind: 'refused', message: result.refusal });
      const { rows, lineOf } = result;
      if (!rows.length && !result.problems.length) return setStep({ kind: 'refused', message: translate(`${texts}.empty`) });
      // The rows the console could read are checked too, so that the preview names every problem at once.
      const problems = [...result.problems, ...(rows.length ? await check(path, rows, lineOf, tenantId, true) : [])];
      setStep(problems.length ? { kind: 'problems', problems: byLine(problems) } : { kind: 'ready', rows, lineOf });
    });
  const write = (rows: unknown[], lineOf: (rowIndex: number) => number) =>
    run(async () => {
      const problems = await check(path, rows, lineOf, tenantId, false);
      if (problems.length) return setStep({ kind: 'problems', problems: byLine(problems) });
      notify(`${texts}.done`, { type: 'success', messageArgs: { smart_count: rows.length } });
      refresh();
      onClose();
    });

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${texts}.intro`)}</DialogContentText>
        <TenantInput />
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
          {translate(`${texts}.choose`)}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={translate(`${texts}.choose`)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void preview(file);
            }}
          />
        </Button>
        {step.kind === 'refused' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {step.message}
          </Alert>
        )}
        {step.kind === 'problems' && (
          <>
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(`${texts}.fix`, { smart_count: step.problems.length })}
            </Alert>
            <ProblemTable problems={step.problems} texts={texts} />
          </>
        )}
        {step.kind === 'ready' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate(`${texts}.ready`, { smart_count: step.rows.length })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={step.kind !== 'ready'}
          loading={busy}
          onClick={() => step.kind === 'ready' && write(step.rows, step.lineOf)}
        >
          {translate(`${texts}.submit`)}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Records of a resource from a file: the console reads the file into rows, the server checks every
 * row first and names each problem by line and field; only a file without any is written, whole.
 */
export function ImportFileButton({ resource, ...props }: ImportProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const texts = `resources.${resource}.import`;
  // Importing is creating many: the same roles (the contract gives each import its resource's create roles).
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        {translate(`${texts}.button`)}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={`import-${resource}-title`} fullWidth maxWidth="md">
          <DialogTitle id={`import-${resource}-title`}>{translate(`${texts}.title`)}</DialogTitle>
          <Form>
            <ImportSteps {...props} texts={texts} onClose={() => setOpen(false)} />
          </Form>
        </Dialog>
      )}
    </>
  );
}
