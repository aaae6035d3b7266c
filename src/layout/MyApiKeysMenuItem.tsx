import KeyIcon from '@mui/icons-material/VpnKey';
import { useCanAccess, useCreatePath } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DialogMenuItem } from './DialogMenuItem';

/** "My API keys": the signed-in user's personal keys; a SysAdmin, who may have none, is not offered it. */
export function MyApiKeysMenuItem() {
  const { canAccess } = useCanAccess({ resource: 'myApiKeys', action: 'list' });
  const createPath = useCreatePath();
  const navigate = useNavigate();
  if (!canAccess) return null;
  return (
    <DialogMenuItem
      icon={<KeyIcon fontSize="small" />}
      label="shell.user.api_keys"
      onOpen={() => navigate(createPath({ resource: 'myApiKeys', type: 'list' }))}
    />
  );
}
