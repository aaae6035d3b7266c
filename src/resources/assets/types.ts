import type { components } from '../../api/schema';

export type Asset = components['schemas']['Asset'];
