import VpnKey from '@mui/icons-material/VpnKey';
import { IconButton } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ssoSettingsPath } from '../../routePaths';

/** The tenant's single sign-on settings, from its row (the row itself opens its form). */
export function TenantSsoLink() {
  const record = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const label = `${translate('sso.manage')}: ${record.name}`;
  return (
    <IconButton
      component={Link}
      to={ssoSettingsPath(record.id)}
      aria-label={label}
      title={label}
      onClick={(event) => event.stopPropagation()}
    >
      <VpnKey />
    </IconButton>
  );
}
