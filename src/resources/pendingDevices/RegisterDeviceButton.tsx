import AddTask from '@mui/icons-material/AddTask';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import type { components } from '../../api/schema';

export type PendingDevice = components['schemas']['PendingDevice'];
export type PendingDeviceRegistration = components['schemas']['PendingDeviceRegistration'];

/** The few fields a registration needs: the identifier and protocol come from the device itself. */
function RegisterDeviceDialog({ device, onClose }: { device: PendingDevice; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [saving, setSaving] = useState(false);
  const titleId = `register-${device.id}-title`;

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await dataProvider.registerPendingDevice(device.id, values as PendingDeviceRegistration);
      notify('resources.pendingDevices.registered', { type: 'success', messageArgs: { identifier: device.identifier } });
      onClose();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.pendingDevices.register_title', { identifier: device.identifier })}</DialogTitle>
      <Form record={{ name: device.identifier }} onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.pendingDevices.register_intro', { protocol: device.protocol, identifier: device.identifier })}
          </DialogContentText>
          <TextInput source="name" label="resources.devices.fields.name" validate={[required(), maxLength(100)]} autoFocus fullWidth />
          <ReferenceInput source="modelId" reference="sensorModels" sort={byName}>
            <SelectInput optionText="name" label="resources.devices.fields.modelId" fullWidth />
          </ReferenceInput>
          <ReferenceInput source="assetId" reference="assets" sort={byName}>
            <AutocompleteInput optionText="name" label="resources.devices.fields.assetId" fullWidth />
          </ReferenceInput>
          <TenantInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {translate('resources.pendingDevices.register')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Opens the registration of one pending device; the form exists only once asked for, rows being many. */
export function RegisterDeviceButton({ device }: { device: PendingDevice }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddTask />}
        onClick={() => setOpen(true)}
        aria-label={translate('resources.pendingDevices.register_one', { identifier: device.identifier })}
      >
        {translate('resources.pendingDevices.register')}
      </Button>
      {open && <RegisterDeviceDialog device={device} onClose={() => setOpen(false)} />}
    </>
  );
}
