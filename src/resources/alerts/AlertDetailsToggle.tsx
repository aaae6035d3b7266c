import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { IconButton, Tooltip } from '@mui/material';
import { useExpanded, useRecordContext, useTranslate } from 'react-admin';
import type { Alert } from '../../kit/alerts/alertTypes';

/** Opens and closes an alert's details from the keyboard too (react-admin's own toggle is mouse-only). */
export function AlertDetailsToggle() {
  const alert = useRecordContext<Alert>();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded('alerts', alert?.id ?? '');
  if (!alert) return null;
  const label = translate(expanded ? 'resources.alerts.hide_details' : 'resources.alerts.show_details');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={`alerts-${alert.id}-expand`}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
      >
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </IconButton>
    </Tooltip>
  );
}
