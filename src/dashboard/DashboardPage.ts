import { lazyScreen } from '../kit/lazyScreen';

/** The dashboard in its own chunk; signing in preloads it, beside the frame, when it is where the console lands. */
export const DashboardPage = lazyScreen(() => import('./Dashboard'), 'default');
