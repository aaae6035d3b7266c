import type { components } from '../api/schema';

export type AssetStatus = components['schemas']['AssetStatus'];

/** Status codes as stored in the fleet's typed arrays and used by the map's status filter. */
export const STATUSES: readonly AssetStatus[] = ['Parked', 'OutOfNetwork', 'Moving'];

const CODES: Record<AssetStatus, number> = { Parked: 0, OutOfNetwork: 1, Moving: 2 };

export const statusCode = (status: AssetStatus): number => CODES[status];

/**
 * The spec's colours (Parked orange, Out of Network red, Moving green) as the GPU takes them: the
 * main colours of MUI's warning, error and success palettes, which the status chips use too.
 */
export const STATUS_RGB: Record<AssetStatus, [number, number, number]> = {
  Parked: [237, 108, 2],
  OutOfNetwork: [211, 47, 47],
  Moving: [46, 125, 50],
};
