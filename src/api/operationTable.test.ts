// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationTablePath, operationTableSource, readContract, readmePath, readmeWithRights } from '../../scripts/contractFacts';

// The console's roles, sortable fields and paths, and the README's rights table, are generated from
// the contract; a change of openapi/fleet.yaml without `npm run gen:api` fails here.
describe('the facts generated from the contract', () => {
  const contract = readContract();

  it('operationTable.ts is what `npm run gen:api` writes from openapi/fleet.yaml', () => {
    expect(readFileSync(operationTablePath, 'utf8')).toBe(operationTableSource(contract));
  });

  it("the README's rights table is what `npm run gen:api` writes from the x-roles", () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toBe(readmeWithRights(readme, contract));
  });

  it('a role the contract stops allowing leaves the generated table', () => {
    const listAssets = contract.paths['/assets']?.get;
    if (!listAssets) throw new Error('the contract has no GET /assets');
    listAssets['x-roles'] = listAssets['x-roles'].filter((role) => role !== 'Viewer');
    expect(operationTableSource(contract)).toContain(
      "listAssets: { method: 'get', path: '/assets', roles: ['SysAdmin', 'Admin', 'Operator'],",
    );
    expect(operationTableSource(contract)).not.toBe(readFileSync(operationTablePath, 'utf8'));
  });
});
