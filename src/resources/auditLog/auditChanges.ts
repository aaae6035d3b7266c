/** One field a write changed: its path (`center.latitude`) and its values before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields that differ between a record before and after a write, nested objects by their paths;
 * lists compare whole. A creation lists every field with no before, a deletion every field with no after.
 */
export function fieldChanges(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isObject(before) && !isObject(after)) {
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null)
      ? []
      : [{ field: prefix, before: before ?? null, after: after ?? null }];
  }
  const was = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.flatMap((field) => fieldChanges(was[field], now[field], prefix ? `${prefix}.${field}` : field));
}
