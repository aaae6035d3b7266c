import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Service plans: every so many km, engine hours, days or months on an asset or a model. */
export default {
  ...lazyCrudScreens(
    () => import('./ServicePlanList'),
    'ServicePlanList',
    () => import('./ServicePlanForm'),
  ),
  recordRepresentation: 'name',
};
