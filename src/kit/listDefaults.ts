import type { SortPayload } from 'react-admin';

/** Rows on a page of every list. */
export const PAGE_SIZE = 25;

/** Choices of a reference input, alphabetically. */
export const byName: SortPayload = { field: 'name', order: 'ASC' };
