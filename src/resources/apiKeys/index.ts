import { lazyScreen } from '../../kit/lazyScreen';

/** API keys (Admins): made for the tenant, shown once, revoked from the list; never edited. Users' personal keys are listed too. */
export default {
  list: lazyScreen(() => import('./ApiKeyList'), 'ApiKeyList'),
  create: lazyScreen(() => import('./forms'), 'create'),
  recordRepresentation: 'name',
};

/** The signed-in user's personal keys (every role of a tenant), reached from the user menu. */
export const myApiKeys = {
  list: lazyScreen(() => import('./ApiKeyList'), 'MyApiKeyList'),
  create: lazyScreen(() => import('./forms'), 'personalCreate'),
  recordRepresentation: 'name',
};
