import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, Form, TextArrayInput, useCanAccess, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { validateEmails } from '../shared/validateEmails';
import { useGeofenceRule } from './useGeofenceRule';

type GeofenceRuleInput = components['schemas']['GeofenceRuleInput'];

/** The tenant-wide switch and e-mail delivery of geofence alerts (GET and PUT /rule/geofence). */
export function GeofenceRuleDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { rule, saving, save } = useGeofenceRule(onClose);
  const { canAccess: canEdit } = useCanAccess({ resource: 'alerts', action: 'edit' });
  const submit = async (values: Record<string, unknown>) => {
    if (await save(values as GeofenceRuleInput)) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="geofence-rule-title" fullWidth maxWidth="sm">
      <DialogTitle id="geofence-rule-title">{translate('resources.alerts.rule.title')}</DialogTitle>
      {rule ? (
        <Form record={rule} onSubmit={submit} disabled={!canEdit}>
          <DialogContent>
            <BooleanInput source="enabled" label="resources.alerts.rule.enabled" readOnly={!canEdit} />
            <BooleanInput source="emailNotifications" label="resources.alerts.rule.emailNotifications" readOnly={!canEdit} />
            <TextArrayInput source="recipients" label="resources.alerts.rule.recipients" validate={validateEmails} readOnly={!canEdit} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            {canEdit && (
              <Button type="submit" variant="contained" loading={saving}>
                {translate('ra.action.save')}
              </Button>
            )}
          </DialogActions>
        </Form>
      ) : (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </DialogContent>
      )}
    </Dialog>
  );
}
