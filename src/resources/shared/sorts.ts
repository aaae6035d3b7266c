import type { SortPayload } from 'react-admin';

/** Choices of a reference input, alphabetically. */
export const byName: SortPayload = { field: 'name', order: 'ASC' };
