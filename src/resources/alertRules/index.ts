import { lazyCrudScreens } from '../../kit/lazyScreen';

/**
 * Alert rules (the API's /alert/AlertTrigger). Saving shows the spec's "Alert Created
 * Successfully!" and "Alert Updated Successfully!" (resources.alertRules.notifications).
 */
export default {
  ...lazyCrudScreens(
    () => import('./AlertRuleList'),
    'AlertRuleList',
    () => import('./AlertRuleForm'),
  ),
  recordRepresentation: 'name',
};
