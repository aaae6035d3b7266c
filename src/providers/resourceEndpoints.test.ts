// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATIONS } from '../api/operationTable';
import { listSort, RESOURCES, sortableFields } from './resourceEndpoints';

interface ListOperation {
  parameters?: { name?: string; $ref?: string; schema?: { enum?: string[] } }[];
}

const contract = parse(readFileSync(new URL('../../openapi/fleet.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, { get?: ListOperation }>;
};

describe('the console sorts lists by what the contract lets them sort by', () => {
  it.each(Object.entries(RESOURCES))('%s: its sortable columns are the sort enum of its list', (_name, endpoints) => {
    const list = contract.paths[OPERATIONS[endpoints.list].path]?.get;
    expect(list, `${endpoints.list} is a list of the contract`).toBeDefined();
    const sort = list?.parameters?.find((parameter) => parameter.name === 'sort');
    expect([...sortableFields(endpoints)].sort()).toEqual([...(sort?.schema?.enum ?? [])].sort());
  });

  const sorted = Object.entries(RESOURCES).filter(([, endpoints]) => sortableFields(endpoints).length > 0);
  it.each(sorted)('%s: its list opens in an order the contract accepts', (name, endpoints) => {
    expect(sortableFields(endpoints)).toContain(listSort(name).field);
  });
});
