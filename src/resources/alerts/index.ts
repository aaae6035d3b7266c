import { lazyScreen } from '../../kit/lazyScreen';

/** Triggered alerts: read-only apart from marking them read. */
export default { list: lazyScreen(() => import('./AlertList'), 'AlertList') };
