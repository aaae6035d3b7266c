import Delete from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDelete,
  useGetResourceLabel,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUnselect,
} from 'react-admin';

/** The question before a delete, and the delete: the loader stays on until the server answers. */
function DeleteConfirm({ name, onClose }: { name: string; onClose: () => void }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const unselect = useUnselect(resource);
  const resourceName = useGetResourceLabel()(resource, 1).toLowerCase();
  const [deleteOne, { isPending }] = useDelete();
  const confirm = () =>
    record &&
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          unselect([record.id]);
          onClose();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          onClose();
        },
      },
    );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title="ra.message.delete_title"
      content="ra.message.delete_content"
      translateOptions={{ name: resourceName, recordRepresentation: name }}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * Deletes one row after asking. Rows are many: the question and its delete exist only once the
 * button is pressed, so a page of rows stays cheap to draw.
 */
export function DeleteRowButton({ name }: { name: string }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = `${translate('ra.action.delete')} ${name}`;
  return (
    <>
      <IconButton aria-label={label} title={label} color="error" onClick={() => setAsking(true)}>
        <Delete />
      </IconButton>
      {asking && <DeleteConfirm name={name} onClose={() => setAsking(false)} />}
    </>
  );
}
