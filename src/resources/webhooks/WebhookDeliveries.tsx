import { Chip, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { LOG_PAGE_SIZE, PagedLogSection } from '../shared/PagedLogSection';
import { alertTypeLabel } from '../../kit/alerts/alertTypes';
import type { components } from '../../api/schema';

type WebhookDelivery = components['schemas']['WebhookDelivery'];

/** The chip colour of each outcome: still trying is neutral, then green or red. */
const DELIVERY_STATUS_COLOR = {
  pending: 'default',
  delivered: 'success',
  failed: 'error',
} as const satisfies Record<WebhookDelivery['status'], string>;

/** While a delivery is still being tried, the log is asked for again. */
const isDelivering = (deliveries: readonly WebhookDelivery[] | undefined) =>
  !!deliveries?.some((delivery) => delivery.status === 'pending');

/** How often a log with a delivery still being tried is asked for again (retries back off for longer). */
const DELIVERING_REFRESH_MS = 5000;

function useDeliveries(webhookId: string, page: number) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['webhooks', 'deliveries', webhookId, page],
    queryFn: () => dataProvider.getWebhookDeliveries(webhookId, { page: page + 1, perPage: LOG_PAGE_SIZE }),
    refetchInterval: (query) => (isDelivering(query.state.data?.data as WebhookDelivery[] | undefined) ? DELIVERING_REFRESH_MS : false),
  });
}

function DeliveryRows({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <TableBody>
      {deliveries.map((delivery) => (
        <TableRow key={delivery.id}>
          <TableCell>{time.format(new Date(delivery.createdAt))}</TableCell>
          <TableCell>{translate(alertTypeLabel(delivery.alertType))}</TableCell>
          <TableCell>{delivery.responseStatus ?? '—'}</TableCell>
          <TableCell>{delivery.attempts}</TableCell>
          <TableCell>
            <Chip
              size="small"
              color={DELIVERY_STATUS_COLOR[delivery.status]}
              label={translate(`resources.webhooks.deliveries.statuses.${delivery.status}`)}
            />
            {delivery.error && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                {delivery.error}
              </Typography>
            )}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** A webhook's delivery log, newest first: each alert sent, the receiver's answer and how many tries it took. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const [page, setPage] = useState(0);
  const query = useDeliveries(webhookId, page);
  const deliveries = (query.data?.data ?? []) as WebhookDelivery[];
  return (
    <PagedLogSection
      title="resources.webhooks.deliveries.title"
      empty="resources.webhooks.deliveries.empty"
      columns={['time', 'alertType', 'responseStatus', 'attempts', 'outcome'].map(
        (column) => `resources.webhooks.deliveries.columns.${column}`,
      )}
      query={query}
      count={deliveries.length}
      page={page}
      onPage={setPage}
      sx={{ p: 2 }}
    >
      <DeliveryRows deliveries={deliveries} />
    </PagedLogSection>
  );
}
