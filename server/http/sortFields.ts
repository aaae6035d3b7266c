import type { operations } from '../../src/api/schema';
import { badRequest } from './errors';

/** The fields an operation sorts by: the enum of its `sort` parameter in the contract. */
type SortField<Op extends keyof operations> = operations[Op]['parameters']['query'] extends { sort?: infer Field } | undefined
  ? Extract<NonNullable<Field>, string>
  : never;

/**
 * API field -> SQL expression for exactly the fields the contract lets the operation sort by:
 * the compiler refuses a missing or an extra one, so the server sorts by what the contract says.
 */
export const sortableFields = <Op extends keyof operations>(fields: Record<SortField<Op>, string>): Record<string, string> => fields;

/**
 * The SQL expression of a sort field. The contract's enum refuses other fields before a handler
 * runs; this is the last word for callers that bypass it (`sort=constructor` must not find
 * Object's own properties).
 */
export function sortExpression(sortable: Record<string, string>, field: string): string {
  if (!Object.hasOwn(sortable, field)) throw badRequest('sort', `Must be one of: ${Object.keys(sortable).join(', ')}.`);
  return sortable[field];
}
