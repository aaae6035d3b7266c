import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

type Row = Record<string, unknown>;

/** A value at a dotted path, e.g. `fullName.lastName`. */
export const valueAt = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);

const containsText = (value: unknown, text: string): boolean => {
  if (typeof value === 'string') return value.toLowerCase().includes(text);
  if (typeof value === 'number') return String(value).includes(text);
  if (value && typeof value === 'object') return Object.values(value).some((inner) => containsText(inner, text));
  return false;
};

/** List filters of the contract that are not a field of the record. */
const derivedFilters: Record<string, (row: Row, value: unknown) => boolean> = {
  q: (row, value) => containsText(row, String(value).trim().toLowerCase()),
  unread: (row, value) => value !== true || row.isRead === false,
};

const matches = (row: Row, filter: Row) =>
  Object.entries(filter).every(([key, value]) =>
    value === undefined || value === '' ? true : (derivedFilters[key]?.(row, value) ?? valueAt(row, key) === value),
  );

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * Filters, sorts and pages a whole list in the browser: what the console does when a server
 * answers without X-Total-Count (the original backend ignores paging parameters).
 */
export function pageOnClient<T extends RaRecord>(rows: T[], params: GetListParams): GetListResult<T> {
  const kept = rows.filter((row) => matches(row, params.filter ?? {}));
  const field = params.sort?.field;
  if (field) {
    const direction = params.sort?.order === 'DESC' ? -1 : 1;
    kept.sort((a, b) => {
      const order = compare(valueAt(a, field), valueAt(b, field));
      // Missing values stay last whatever the direction, as on the server.
      return valueAt(a, field) == null || valueAt(b, field) == null ? order : order * direction;
    });
  }
  const { page = 1, perPage = kept.length } = params.pagination ?? {};
  return { data: kept.slice((page - 1) * perPage, page * perPage), total: kept.length };
}
