import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Confirm,
  useCanAccess,
  useCreatePath,
  useDeleteWithConfirmController,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

// Rows are many: plain icon buttons with a native title keep a page of them cheap to draw.
const actionsStyle = { display: 'flex', justifyContent: 'flex-end' } as const;

/** Delete one row after a confirmation; the loader stays on until the server answers. */
function DeleteRowButton({ name }: { name: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const resourceName = useGetResourceLabel()(resource, 1).toLowerCase();
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    mutationMode: 'pessimistic',
    redirect: false,
  });
  const label = `${translate('ra.action.delete')} ${name}`;
  return (
    <>
      <IconButton aria-label={label} title={label} color="error" onClick={handleDialogOpen} disabled={isPending}>
        <Delete />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        translateOptions={{ name: resourceName, recordRepresentation: name }}
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </>
  );
}

/** Edit and delete of one row as icon buttons, each shown only to a role that may. */
export function RowActions() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const createPath = useCreatePath();
  const getRepresentation = useGetRecordRepresentation(resource);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (!record) return null;
  const name = String(getRepresentation(record));
  const editLabel = `${translate('ra.action.edit')} ${name}`;
  return (
    <div style={actionsStyle} onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <IconButton component={Link} to={createPath({ resource, id: record.id, type: 'edit' })} aria-label={editLabel} title={editLabel}>
          <Edit />
        </IconButton>
      )}
      {canDelete && <DeleteRowButton name={name} />}
    </div>
  );
}
