import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Webhooks (Admins): where alerts are POSTed, signed; the edit page shows each one's delivery log. */
export default {
  ...lazyCrudScreens(
    () => import('./WebhookList'),
    'WebhookList',
    () => import('./forms'),
  ),
  recordRepresentation: 'name',
};
