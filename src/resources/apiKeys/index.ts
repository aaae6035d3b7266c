import { lazyScreen } from '../../kit/lazyScreen';

/** API keys (Admins): made for the tenant, shown once, revoked from the list; never edited. */
export default {
  list: lazyScreen(() => import('./ApiKeyList'), 'ApiKeyList'),
  create: lazyScreen(() => import('./forms'), 'create'),
  recordRepresentation: 'name',
};
