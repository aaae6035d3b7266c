import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { components } from '../../api/schema';
import type { FleetDataProvider } from '../../providers/dataProvider';
import type { GeofenceRule } from '../../kit/alerts/alertTypes';

type GeofenceRuleInput = components['schemas']['GeofenceRuleInput'];

/** The tenant's geofence alert settings and a save that reports its outcome; a failed load shows why and calls onLoadFailed. */
export function useGeofenceRule(onLoadFailed: () => void) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const [rule, setRule] = useState<GeofenceRule | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    dataProvider.getGeofenceRule().then(
      (loaded) => current && setRule(loaded),
      (error: Error) => {
        notify(error.message, { type: 'error' });
        if (current) onLoadFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, notify, onLoadFailed]);

  const save = async ({ enabled, emailNotifications, recipients }: GeofenceRuleInput) => {
    setSaving(true);
    try {
      setRule(await dataProvider.updateGeofenceRule({ enabled, emailNotifications, recipients }));
      notify('resources.alerts.rule.saved', { type: 'success' });
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { rule, saving, save };
}
