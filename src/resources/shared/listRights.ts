import type { UseCanAccessOptions } from 'react-admin';

/** A role, and with it a right, changes only with a new sign-in: an answer holds as long as react-admin's own for the role. */
const RIGHT_FRESH_MS = 5 * 60_000;

/**
 * The questions a list screen asks before it draws (react-admin keeps each answer under the exact
 * question): its right to list (react-admin's own check, which passes `enabled`), the Create
 * button's, and the table's edit and delete. The signed-in frame asks them while it waits
 * (ShellLayout), so that the list finds them answered and draws its rows once.
 */
export const listRightQuestions = (resource: string): UseCanAccessOptions[] => [
  { resource, action: 'list', enabled: true },
  { resource, action: 'create' },
  tableRightQuestion(resource, 'edit'),
  tableRightQuestion(resource, 'delete'),
];

/** The table's question for its rows' edit or delete. */
export const tableRightQuestion = (resource: string | undefined, action: 'edit' | 'delete'): UseCanAccessOptions => ({
  resource,
  action,
  staleTime: RIGHT_FRESH_MS,
});
