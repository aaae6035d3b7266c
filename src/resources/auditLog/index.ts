import { lazyScreen } from '../../kit/lazyScreen';

/** The audit log (Admins their tenant's, SysAdmin every tenant's): read and exported, never edited. */
export default {
  list: lazyScreen(() => import('./AuditLogList'), 'AuditLogList'),
  recordRepresentation: 'action',
};
