import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';

type SchemaNode = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullOnly = (option: unknown) => isObject(option) && option.type === 'null' && Object.keys(option).length === 1;

/**
 * The contract writes a nullable object as `oneOf: [object, {type: 'null'}]`. fast-json-stringify
 * picks a oneOf branch by validating the value against each with ajv, which cost more than the
 * rest of writing a page of assets. The same schema as a type union, `type: [object, 'null']`,
 * is written with a null check instead.
 */
export function nullableObjectsAsUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableObjectsAsUnions);
  if (!isObject(node)) return node;
  const { oneOf, ...rest } = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableObjectsAsUnions(value)]));
  if (!Array.isArray(oneOf)) return node.oneOf === undefined ? rest : { ...rest, oneOf };
  const nullIndex = oneOf.findIndex(isNullOnly);
  const other: unknown = oneOf[1 - nullIndex];
  if (oneOf.length !== 2 || nullIndex < 0 || Object.keys(rest).length || !isObject(other) || other.type !== 'object')
    return { ...rest, oneOf };
  return { ...other, type: ['object', 'null'] };
}

/** An onRoute hook: response schemas are rewritten before fastify compiles their serializers. */
export function serializeNullableObjectsFast(route: RouteOptions): void {
  const response = (route.schema as { response?: unknown } | undefined)?.response;
  if (response) (route.schema as { response: unknown }).response = nullableObjectsAsUnions(response);
}

const eagerSerializers = SerializerSelector();

/**
 * fastify's own serializer compiler (fast-json-stringify), each route's serializer compiled at its first answer
 * rather than at start: compiling all 175 operations' took most of a server's start, paid again by every test
 * server, while a route's first answer waits only for its own.
 */
export const lazySerializers: typeof eagerSerializers = (externalSchemas, options) => {
  const compile = eagerSerializers(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};
