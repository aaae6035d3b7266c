import { loadContract } from '../../server/app';

/** A JSON schema of the contract with every $ref replaced by what it points to. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export type Role = 'SysAdmin' | 'Admin' | 'Operator' | 'Viewer';
export const roles: readonly Role[] = ['SysAdmin', 'Admin', 'Operator', 'Viewer'];

/** One operation of openapi/fleet.yaml, as the cross-cutting suites walk them. */
export interface Operation {
  operationId: string;
  method: string;
  /** The path template, e.g. `/alert/{id}/AlertTrigger`. */
  path: string;
  /** x-roles: the roles allowed, or `public`. */
  roles: string[];
  parameters: Parameter[];
  /** The name of the JSON request body's schema, e.g. `GeofenceInput`. */
  bodySchemaName: string | null;
  bodySchema: JsonSchema | null;
  /** Declared response statuses, e.g. ['200', '400', '404']. */
  statuses: string[];
}

const contract = loadContract() as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};

function lookup(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract);
}

/** Replaces every $ref below `node` (the contract has no cycles). */
export function resolve<T>(node: T): T {
  if (Array.isArray(node)) return node.map(resolve) as T;
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const base = typeof $ref === 'string' ? (resolve(lookup($ref)) as Record<string, unknown>) : {};
  return { ...base, ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value)])) } as T;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => {
      const bodyRef = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.[
        'application/json'
      ]?.schema?.$ref;
      return {
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'] as string[],
        parameters: resolve([...((item.parameters as unknown as Parameter[]) ?? []), ...((operation.parameters as Parameter[]) ?? [])]),
        bodySchemaName: bodyRef?.split('/').pop() ?? null,
        bodySchema: bodyRef ? resolve({ $ref: bodyRef } as JsonSchema) : null,
        statuses: Object.keys(operation.responses as object),
      };
    }),
);

export const operation = (operationId: string): Operation => {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}`);
  return found;
};

export const isPublic = (op: Operation) => op.roles.includes('public');
