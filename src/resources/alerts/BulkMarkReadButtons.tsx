import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';

function BulkMarkButton({ isRead }: { isRead: boolean }) {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll('alerts');
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const mark = () =>
    updateMany(
      'alerts',
      { ids: selectedIds, data: { isRead } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.updated', { messageArgs: { smart_count: selectedIds.length } });
          unselectAll();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button label={isRead ? 'resources.alerts.mark_read' : 'resources.alerts.mark_unread'} onClick={mark} disabled={isPending}>
      {isRead ? <MarkEmailRead /> : <MarkEmailUnread />}
    </Button>
  );
}

/** Marks every selected alert read, or unread, at once: no question asked, nothing is lost. */
export function BulkMarkReadButtons() {
  return (
    <>
      <BulkMarkButton isRead />
      <BulkMarkButton isRead={false} />
    </>
  );
}
