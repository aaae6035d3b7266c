import type { SortPayload } from 'react-admin';

/** Rows on a page of every list. */
export const PAGE_SIZE = 25;

/** Choices of a reference input, alphabetically. */
export const byName: SortPayload = { field: 'name', order: 'ASC' };

/**
 * The order of each list that has a URL of its own. The list and the start-up fetch of an opened
 * list's first page (firstPage.ts) both read it here, so that both ask for the same page.
 */
export const LIST_SORTS: Readonly<Record<string, SortPayload>> = {
  assets: byName,
  geofences: byName,
  places: byName,
  assetGroups: byName,
  servicePlans: byName,
  alerts: { field: 'time', order: 'DESC' },
  alertRules: byName,
  devices: byName,
  pendingDevices: { field: 'lastSeenAt', order: 'DESC' },
  drivers: byName,
  users: { field: 'email', order: 'ASC' },
  webhooks: byName,
  tenants: byName,
  auditLog: { field: 'at', order: 'DESC' },
  apiKeys: { field: 'createdAt', order: 'DESC' },
  myApiKeys: { field: 'createdAt', order: 'DESC' },
};

/** A list's order; the lists without a URL of their own (the model tabs) are by name. */
export const listSort = (resource: string): SortPayload => LIST_SORTS[resource] ?? byName;
