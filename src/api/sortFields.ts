import type { operations } from './schema';

/** The fields a list operation sorts by: the enum of its `sort` parameter in the contract. */
export type SortField<Op extends keyof operations> = operations[Op]['parameters']['query'] extends { sort?: infer Field } | undefined
  ? Extract<NonNullable<Field>, string>
  : never;

/**
 * The fields the contract lets a list sort by, each listed once: the compiler rejects a missing or
 * an unknown one, so the console sorts by exactly what the server accepts.
 */
export const sortFieldsOf = <Op extends keyof operations>(fields: Record<SortField<Op>, true>): readonly string[] => Object.keys(fields);
