import type { components } from '../../api/schema';

export type AssetStatus = components['schemas']['AssetStatus'];
/** The status filter's choices: each status, and All (filter only). */
export type StatusChoice = AssetStatus | 'All';

export const STATUS_CHOICES: readonly StatusChoice[] = ['All', 'Parked', 'OutOfNetwork', 'Moving'];

/** The status colours (DECISIONS: Console rules, status colours) as theme palette names: orange, red, green and blue. */
export const STATUS_COLOR = {
  Parked: 'warning',
  OutOfNetwork: 'error',
  Moving: 'success',
  All: 'info',
} as const satisfies Record<StatusChoice, 'warning' | 'error' | 'success' | 'info'>;

/** The i18n key of a status's label ("Out of Network" for OutOfNetwork). */
export const statusLabelKey = (status: StatusChoice) => `resources.assets.status.${status}`;

/** The list filter for a choice: All keeps every status, the others an exact one. */
export const statusFilter = (choice: StatusChoice): AssetStatus | undefined => (choice === 'All' ? undefined : choice);
