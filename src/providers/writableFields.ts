import type { operations } from '../api/schema';

/** The fields a write may send, in the contract's order. */
export type WritableFields = readonly string[];

/**
 * Every field of an input schema, listed once: the compiler rejects a missing or unknown field,
 * so these lists follow the contract when it changes.
 */
export const fieldsOf = <Input>(fields: { [K in keyof Required<Input>]: true }): WritableFields => Object.keys(fields);

/** The JSON body an operation of the contract takes. */
export type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The body of a write: the listed fields the record has (inputs already turn cleared text into null).
 * The form's values are taken as the operation's input without a check of their own: the server
 * validates every body against the contract and answers 400 per field.
 */
export const writeBody = <Body>(record: Record<string, unknown>, fields: WritableFields): Body =>
  Object.fromEntries(fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]])) as Body;
