import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { IconButton, Tooltip } from '@mui/material';
import { useCanAccess, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { Alert } from '../../kit/alerts/alertTypes';

/** Marks one alert read, or unread again (PATCH /alert/{id} {isRead}). */
export function MarkReadButton() {
  const alert = useRecordContext<Alert>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Alert>();
  const { canAccess } = useCanAccess({ resource: 'alerts', action: 'edit' });
  if (!alert || !canAccess) return null;
  const label = translate(alert.isRead ? 'resources.alerts.mark_unread' : 'resources.alerts.mark_read');
  // The refresh keeps the list true to its filter: a read alert leaves the unread list.
  const toggle = () =>
    update(
      'alerts',
      { id: alert.id, data: { isRead: !alert.isRead }, previousData: alert },
      { mutationMode: 'pessimistic', onSuccess: refresh },
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={isPending}
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
        >
          {alert.isRead ? <MarkEmailUnread /> : <MarkEmailRead />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
