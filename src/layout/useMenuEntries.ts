import { usePermissions } from 'react-admin';
import type { Role } from '../providers/canAccess';
import { visibleMenuEntries } from './menuEntries';

/** The menu entries of the signed-in user's role. */
export function useMenuEntries() {
  const { permissions } = usePermissions<Role>();
  return visibleMenuEntries(permissions);
}
