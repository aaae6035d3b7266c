import { describe, expect, it } from 'vitest';
import { canAccess, type Role } from './canAccess';

const resources = [
  'tenants',
  'models',
  'assetModels',
  'sensorModels',
  'users',
  'roles',
  'assets',
  'devices',
  'pendingDevices',
  'drivers',
  'geofences',
  'alerts',
  'alertRules',
  'reports',
  'dashboard',
  'webhooks',
];

// r = reads (list, show, export), c = creates, e = edits, d = deletes, - = nothing; one column per resource above.
const matrix: Record<Role, string[]> = {
  SysAdmin: ['rced', 'rced', 'rced', 'rced', 'rced', 'r', 'rced', 'rced', 'rd', 'rced', 'rced', 're', 'rced', 'r', 'r', 'rced'],
  Admin: ['-', '-', 'r', 'r', 'rced', 'r', 'rced', 'rced', 'rd', 'rced', 'rced', 're', 'rced', 'r', 'r', 'rced'],
  Operator: ['-', '-', 'r', 'r', 'r', 'r', 'rced', 'rced', '-', 'rced', 'rced', 're', 'rced', 'r', 'r', '-'],
  Viewer: ['-', '-', 'r', 'r', 'r', 'r', 'r', 'r', '-', 'r', 'r', 'r', 'r', 'r', 'r', '-'],
};

const actions = [
  ['list', 'r'],
  ['show', 'r'],
  ['export', 'r'],
  ['create', 'c'],
  ['edit', 'e'],
  ['delete', 'd'],
] as const;

const table = Object.entries(matrix).flatMap(([role, row]) =>
  row.flatMap((rights, column) => actions.map(([action, letter]) => [role, resources[column], action, rights.includes(letter)] as const)),
);

describe('canAccess', () => {
  it.each(table)('%s on %s, %s: %s', (role, resource, action, expected) => {
    expect(canAccess(role as Role, { action, resource })).toBe(expected);
  });

  it('denies an unknown resource or action', () => {
    expect(canAccess('SysAdmin', { action: 'list', resource: 'invoices' })).toBe(false);
    expect(canAccess('SysAdmin', { action: 'toString', resource: 'assets' })).toBe(false);
  });

  it('denies everything without a role', () => {
    expect(canAccess(undefined, { action: 'list', resource: 'assets' })).toBe(false);
    expect(canAccess(null, { action: 'list', resource: 'dashboard' })).toBe(false);
  });
});
