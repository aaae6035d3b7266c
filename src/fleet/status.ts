import type { AssetStatus } from '../domain/assetStatus';

export type { AssetStatus };
/** The status filter's choices: each status, and All (filter only). */
export type StatusChoice = AssetStatus | 'All';

/** Status codes as stored in the fleet's typed arrays and used by the map's status filter. */
export const STATUSES: readonly AssetStatus[] = ['Parked', 'OutOfNetwork', 'Moving'];

export const STATUS_CHOICES: readonly StatusChoice[] = ['All', 'Parked', 'OutOfNetwork', 'Moving'];

const CODES: Record<AssetStatus, number> = { Parked: 0, OutOfNetwork: 1, Moving: 2 };

export const statusCode = (status: AssetStatus): number => CODES[status];

/**
 * The status colours in one table (DECISIONS: Console rules, status colours; the spec's Parked orange, Out of
 * Network red, Moving green, and All blue): the theme palette's name, for chips and buttons, and the main colour
 * of MUI's matching palette as the GPU takes it, for the maps.
 */
const STATUS_COLORS = {
  Parked: { palette: 'warning', rgb: [237, 108, 2] },
  OutOfNetwork: { palette: 'error', rgb: [211, 47, 47] },
  Moving: { palette: 'success', rgb: [46, 125, 50] },
  All: { palette: 'info', rgb: null },
} as const satisfies Record<
  StatusChoice,
  { palette: 'warning' | 'error' | 'success' | 'info'; rgb: readonly [number, number, number] | null }
>;

/** The theme palette name of each status choice. */
export const STATUS_COLOR = {
  Parked: STATUS_COLORS.Parked.palette,
  OutOfNetwork: STATUS_COLORS.OutOfNetwork.palette,
  Moving: STATUS_COLORS.Moving.palette,
  All: STATUS_COLORS.All.palette,
} as const;

/** The colour of each status on the maps. */
export const STATUS_RGB: Record<AssetStatus, [number, number, number]> = {
  Parked: [...STATUS_COLORS.Parked.rgb],
  OutOfNetwork: [...STATUS_COLORS.OutOfNetwork.rgb],
  Moving: [...STATUS_COLORS.Moving.rgb],
};

/** The i18n key of a status's label ("Out of Network" for OutOfNetwork). */
export const statusLabelKey = (status: StatusChoice) => `resources.assets.status.${status}`;

/** The list filter for a choice: All keeps every status, the others an exact one. */
export const statusFilter = (choice: StatusChoice): AssetStatus | undefined => (choice === 'All' ? undefined : choice);
