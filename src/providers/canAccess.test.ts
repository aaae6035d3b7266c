import { describe, expect, it } from 'vitest';
import { canAccess, type Role } from './canAccess';

const resources = ['tenants', 'models', 'assetModels', 'sensorModels', 'users', 'roles', 'assets', 'devices', 'drivers', 'geofences', 'alerts', 'alertRules', 'reports', 'dashboard'];

// rw = reads and writes, r = reads only, - = nothing; one column per resource above.
const matrix: Record<Role, string[]> = {
  SysAdmin: ['rw', 'rw', 'rw', 'rw', 'rw', 'r', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw'],
  Admin:    ['-',  '-',  'r',  'r',  'rw', 'r', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw'],
  Operator: ['-',  '-',  'r',  'r',  '-',  '-', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw', 'rw'],
  Viewer:   ['-',  '-',  'r',  'r',  '-',  '-', 'r',  'r',  'r',  'r',  'r',  'r',  'r',  'r'],
};

const reads = ['list', 'show', 'export'];
const writes = ['create', 'edit', 'delete'];

const table = Object.entries(matrix).flatMap(([role, row]) =>
  row.flatMap((rights, column) => [
    ...reads.map((action) => [role, resources[column], action, rights.includes('r')] as const),
    ...writes.map((action) => [role, resources[column], action, rights.includes('w')] as const),
  ]),
);

describe('canAccess', () => {
  it.each(table)('%s on %s, %s: %s', (role, resource, action, expected) => {
    expect(canAccess(role as Role, { action, resource })).toBe(expected);
  });

  it('denies everything without a role', () => {
    expect(canAccess(undefined, { action: 'list', resource: 'assets' })).toBe(false);
    expect(canAccess(null, { action: 'list', resource: 'dashboard' })).toBe(false);
  });
});
