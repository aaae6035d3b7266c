import Tune from '@mui/icons-material/Tune';
import { useCallback, useState } from 'react';
import { Button } from 'react-admin';
import { GeofenceRuleDialog } from './GeofenceRuleDialog';

/** Opens the tenant's geofence alert settings. */
export function GeofenceRuleButton() {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog loads the settings once per opening.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button label="resources.alerts.rule.open" onClick={() => setOpen(true)}>
        <Tune />
      </Button>
      {open && <GeofenceRuleDialog onClose={close} />}
    </>
  );
}
