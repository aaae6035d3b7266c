import type { JsonSchema } from './contract';

/** A field of a request body: top-level ones always, nested ones where the valid body has their parent. */
export interface BodyField {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

export interface BadInput {
  /** What is wrong, for the failure message. */
  what: string;
  /** The field the 400 must name (`body` for the body as a whole). */
  field: string;
  body?: unknown;
  rawBody?: string;
}

const typesOf = (schema: JsonSchema): string[] => [
  ...[schema.type ?? []].flat(),
  ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(typesOf),
];

const jsonType = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** A value of a JSON type the field does not accept. */
function wrongTypeValue(schema: JsonSchema): unknown {
  const allowed = typesOf(schema).map((type) => (type === 'integer' ? 'number' : type));
  return [12345, 'not the right type', true, { unexpected: 1 }, ['unexpected']].find((value) => !allowed.includes(jsonType(value)));
}

const isObjectSchema = (schema: JsonSchema | undefined): schema is JsonSchema => Boolean(schema?.properties);

export function bodyFields(schema: JsonSchema, body: unknown, path: string[] = []): BodyField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const here = { path: [...path, name], schema: field, required: schema.required?.includes(name) ?? false };
    const value = (body as Record<string, unknown> | undefined)?.[name];
    if (isObjectSchema(field) && value && typeof value === 'object') return [here, ...bodyFields(field, value, here.path)];
    if (isObjectSchema(field.items) && Array.isArray(value) && value.length) {
      return [here, ...bodyFields(field.items, value[0], [...here.path, '0'])];
    }
    return path.length && value === undefined ? [] : [here];
  });
}

/** Free text: a string field without a fixed vocabulary, format or pattern. */
export const isFreeText = (field: BodyField) =>
  typesOf(field.schema).includes('string') && !field.schema.enum && !field.schema.format && !field.schema.pattern;

export const removed = Symbol('removed');

/** A copy of `body` with the value at `path` replaced (or removed). */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  const key = path[path.length - 1];
  if (value === removed) delete parent[key];
  else parent[key] = value;
  return copy;
}

/** Text the database cannot store or no record should hold: NUL, another control character (ESC), a lone surrogate. */
export const unsafeTexts = [
  { what: 'a NUL character', text: 'a\u0000b' },
  { what: 'an escape character', text: 'a\u001b[31mb' },
  { what: 'a lone surrogate', text: 'a\ud800b' },
];

/**
 * The bad inputs a body schema must refuse with 400 naming the field: malformed JSON, an unknown
 * field, each required field missing, each field of a wrong type, each limited string one character
 * too long, each string field with unsafe text.
 */
export function badInputs(schema: JsonSchema, valid: Record<string, unknown>): BadInput[] {
  const fields = bodyFields(schema, valid);
  const name = (field: BodyField) => field.path.join('.');
  return [
    { what: 'malformed JSON', field: 'body', rawBody: JSON.stringify(valid).slice(0, -1) },
    { what: 'an unknown field', field: 'unexpectedField', body: { ...valid, unexpectedField: 'x' } },
    ...fields
      .filter((field) => field.required)
      .map((field) => ({ what: `${name(field)} missing`, field: name(field), body: withValue(valid, field.path, removed) })),
    ...fields.map((field) => {
      const value = wrongTypeValue(field.schema);
      return { what: `${name(field)} = ${JSON.stringify(value)}`, field: name(field), body: withValue(valid, field.path, value) };
    }),
    ...fields
      .filter((field) => field.schema.maxLength !== undefined)
      .map((field) => ({
        what: `${name(field)} longer than ${field.schema.maxLength}`,
        field: name(field),
        // Digits fit the patterns of the contract (phone, VIN, device id), so only the length is wrong.
        body: withValue(valid, field.path, '7'.repeat((field.schema.maxLength as number) + 1)),
      })),
    ...fields
      .filter((field) => typesOf(field.schema).includes('string'))
      .flatMap((field) =>
        unsafeTexts.map(({ what, text }) => ({
          what: `${name(field)} with ${what}`,
          field: name(field),
          body: withValue(valid, field.path, text),
        })),
      ),
  ];
}
