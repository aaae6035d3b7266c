import { FormControlLabel, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../api/errors';
import { setTenantPolicy, tenantPolicy } from './twoFactorApi';

/** An Admin's switch requiring two-factor sign-in of every user of the tenant. */
export function TenantTwoFactorPolicy({ tenantId }: { tenantId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [required, setRequired] = useState<boolean | null>(null);
  useEffect(() => {
    tenantPolicy(tenantId).then(
      (policy) => setRequired(policy.required),
      (error) => notify(messageOf(error), { type: 'error' }),
    );
  }, [tenantId, notify]);
  const change = async (next: boolean) => {
    try {
      setRequired((await setTenantPolicy(tenantId, next)).required);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={required ?? false} disabled={required === null} onChange={(event) => change(event.target.checked)} />}
      label={translate('twoFactor.tenant_required')}
    />
  );
}
