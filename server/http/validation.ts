import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const makeAjv = (coerceTypes: boolean | 'array') => {
  // Unknown fields are refused, not silently dropped (removeAdditional: false), and a body is
  // never coerced: `"name": 123` is an error, while query strings must be coerced to their types.
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: true, strict: false });
  addFormats.default(ajv);
  // ajv-formats also takes `urn:uuid:<uuid>`, which the database cannot read as an id: only the plain form.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  return ajv;
};

const bodyAjv = makeAjv(false);
const parameterAjv = makeAjv('array');
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Each schema compiled at its first request rather than at start (see `lazySerializers`); fastify reads a
 * failed validation's `errors` from the function it was given.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  let compiledValidate: ValidateFunction | undefined;
  const validate = (data: unknown) => {
    compiledValidate ??= compiledFor(schema, httpPart === 'body' ? bodyAjv : parameterAjv);
    const valid = compiledValidate(data);
    validate.errors = compiledValidate.errors;
    return valid;
  };
  validate.errors = undefined as ValidateFunction['errors'];
  return validate;
};

/** One compiled function per schema object, however many routes share it. */
function compiledFor(schema: object, ajv: Ajv): ValidateFunction {
  let found = compiled.get(schema);
  if (!found) compiled.set(schema, (found = ajv.compile(schema)));
  return found;
}

const fieldOf = (error: ErrorObject) => {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const child =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : error.keyword === 'additionalProperties'
        ? (error.params as { additionalProperty: string }).additionalProperty
        : '';
  return [path, child].filter(Boolean).join('.') || 'body';
};

const messageOf = (error: ErrorObject): string => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not allowed.';
    case 'type':
      return `Must be of type ${String(params.type).replace(',', ' or ')}.`;
    case 'minLength':
      return params.limit === 1 ? 'This field is required.' : `Must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `Must be at most ${params.limit} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${params.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${params.limit}.`;
    case 'minItems':
      return `Must have at least ${params.limit} items.`;
    case 'maxItems':
      return `Must have at most ${params.limit} items.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}.`;
    case 'pattern':
      return 'Has an invalid format.';
    case 'format':
      return formatMessages[String(params.format)] ?? 'Has an invalid format.';
    default:
      return 'Is invalid.';
  }
};

const formatMessages: Record<string, string> = {
  email: 'Must be a valid e-mail address.',
  uuid: 'Must be a valid id.',
  date: 'Must be a date (YYYY-MM-DD).',
  'date-time': 'Must be a date and time (ISO 8601).',
};

/** Turns schema errors into the contract's `{ errors: { field: [messages] } }`. */
export function validationErrors(errors: ErrorObject[]): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  // oneOf/anyOf wrappers repeat what their branches said; keep the specific messages.
  for (const error of errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf')) {
    const messages = (byField[fieldOf(error)] ??= []);
    const message = messageOf(error);
    if (!messages.includes(message)) messages.push(message);
  }
  return Object.keys(byField).length ? byField : { body: ['Is invalid.'] };
}
