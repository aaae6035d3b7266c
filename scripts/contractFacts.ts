/**
 * Writes the facts of the contract that the console and the README state, so that they are read from
 * openapi/fleet.yaml and never copied by hand: each operation's method, path, `x-roles` and sort enum
 * (src/api/operationTable.ts), and the README's table of rights. `npm run gen:api` runs it;
 * src/api/operationTable.test.ts fails when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ROLES = ['SysAdmin', 'Admin', 'Operator', 'Viewer'] as const;

interface Parameter {
  name?: string;
  $ref?: string;
  schema?: { enum?: string[] };
}
interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Parameter[];
  'x-roles': string[];
}
export interface Contract {
  tags: { name: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Parameter[] }>;
  components: { parameters?: Record<string, Parameter>; schemas: { AlertType: { enum: string[] } } };
}

export interface OperationFacts {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  tag: string;
  roles: string[];
  sort?: string[];
}

export const contractPath = fileURLToPath(new URL('../openapi/fleet.yaml', import.meta.url));
export const operationTablePath = fileURLToPath(new URL('../src/api/operationTable.ts', import.meta.url));
export const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

export const readContract = (): Contract => parse(readFileSync(contractPath, 'utf8')) as Contract;

export function operationsOf(contract: Contract): OperationFacts[] {
  const resolve = (parameter: Parameter) =>
    parameter.$ref ? contract.components.parameters?.[parameter.$ref.replace('#/components/parameters/', '')] : parameter;
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const sort = (operation.parameters ?? []).map(resolve).find((parameter) => parameter?.name === 'sort')?.schema?.enum;
      const facts: OperationFacts = {
        operationId: operation.operationId,
        method,
        path,
        tag: operation.tags?.[0] ?? '',
        roles: operation['x-roles'],
      };
      return [sort ? { ...facts, sort } : facts];
    }),
  );
}

const quoted = (values: string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;

export function operationTableSource(contract: Contract): string {
  const entries = operationsOf(contract).map(({ operationId, method, path, roles, sort }) => {
    const sortPart = sort ? `, sort: ${quoted(sort)}` : '';
    return `  ${operationId}: { method: '${method}', path: '${path}', roles: ${quoted(roles)}${sortPart} },`;
  });
  return `// Generated from openapi/fleet.yaml by scripts/contractFacts.ts: do not edit, run \`npm run gen:api\`.
import type { components, paths } from './schema';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Each operation of the contract: its method and path, who may call it (\`x-roles\`), and the fields a list sorts by. */
export const OPERATIONS = {
${entries.join('\n')}
} as const satisfies Record<string, { method: Method; path: keyof paths; roles: readonly string[]; sort?: readonly string[] }>;

/** The contract's AlertType values, in its order. */
export const ALERT_TYPES = ${quoted(contract.components.schemas.AlertType.enum)} as const satisfies readonly components['schemas']['AlertType'][];
`;
}

/** What one role may call of a tag's operations, in a few words. */
function rightsCell(operations: OperationFacts[], role: string): string {
  const allowed = operations.filter(({ roles }) => roles.includes(role) || roles.includes('public'));
  if (allowed.length === operations.length) return 'all';
  if (allowed.length === 0) return '-';
  const reads = operations.filter(({ method }) => method === 'get');
  if (allowed.length === reads.length && allowed.every(({ method }) => method === 'get')) return 'read';
  const names = (list: OperationFacts[]) => list.map(({ operationId }) => `\`${operationId}\``).join(', ');
  const refused = operations.filter((operation) => !allowed.includes(operation));
  return refused.length < allowed.length ? `all but ${names(refused)}` : names(allowed);
}

export function rightsTable(contract: Contract): string {
  const operations = operationsOf(contract);
  const rows = contract.tags.map(({ name }) => {
    const ofTag = operations.filter(({ tag }) => tag === name);
    return `| ${name} | ${ROLES.map((role) => rightsCell(ofTag, role)).join(' | ')} |`;
  });
  return [`| operations (contract tag) | ${ROLES.join(' | ')} |`, `| --- |${ROLES.map(() => ' --- |').join('')}`, ...rows].join('\n');
}

const TABLE_START = '<!-- rights table: generated from x-roles by `npm run gen:api` -->';
const TABLE_END = '<!-- end of rights table -->';

/** The README with its rights table regenerated between the two markers. */
export function readmeWithRights(readme: string, contract: Contract): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" ... "${TABLE_END}" section`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${rightsTable(contract)}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contract = readContract();
  writeFileSync(operationTablePath, operationTableSource(contract));
  writeFileSync(readmePath, readmeWithRights(readFileSync(readmePath, 'utf8'), contract));
}
