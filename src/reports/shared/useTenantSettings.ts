import { useState } from 'react';
import { useCanAccess, useGetIdentity, useNotify } from 'react-admin';
import { messageOf } from '../../api/errors';

/**
 * A settings dialog of the signed-in user's tenant, for the roles that may edit `resource`: the settings
 * being edited (null while closed), opening reads them, saving writes them and closes; failures are told.
 */
export function useTenantSettings<Settings>(
  resource: string,
  read: (tenantId: string) => Promise<Settings>,
  write: (tenantId: string, settings: Settings) => Promise<unknown>,
  savedMessage: string,
) {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [settings, setSettings] = useState<Settings | null>(null);
  const tenantId = typeof identity?.tenantId === 'string' ? identity.tenantId : null;
  if (!canAccess || !tenantId) return null;
  return {
    settings,
    setSettings,
    open: () => read(tenantId).then(setSettings, (error) => notify(messageOf(error), { type: 'error' })),
    save: async (values: Settings) => {
      try {
        await write(tenantId, values);
        setSettings(null);
        notify(savedMessage, { type: 'success' });
      } catch (error) {
        notify(messageOf(error), { type: 'error' });
      }
    },
  };
}
