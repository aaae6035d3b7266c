import type { components } from '../../api/schema';

export type WebhookDelivery = components['schemas']['WebhookDelivery'];

/** The chip colour of each outcome: still trying is neutral, then green or red. */
export const DELIVERY_STATUS_COLOR = {
  pending: 'default',
  delivered: 'success',
  failed: 'error',
} as const satisfies Record<WebhookDelivery['status'], string>;

/** While a delivery is still being tried, the log is asked for again. */
export const isDelivering = (deliveries: readonly WebhookDelivery[] | undefined) =>
  !!deliveries?.some((delivery) => delivery.status === 'pending');
