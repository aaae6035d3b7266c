import { describe, expect, it } from 'vitest';
import en from '../i18n/en/shell';
import { visibleMenuEntries } from './menuEntries';

const labels = (role: Parameters<typeof visibleMenuEntries>[0]) => visibleMenuEntries(role).map((entry) => en.shell.menu[entry.key]);

const fleet = [
  'Dashboard',
  'Assets',
  'Geofences',
  'Places',
  'Asset groups',
  'Service plans',
  'Alerts',
  'Reports',
  'Device Management',
  'Drivers',
];

describe('visibleMenuEntries', () => {
  it('shows a SysAdmin every entry, Tenants and Models Management included', () => {
    expect(labels('SysAdmin')).toEqual([
      ...fleet.slice(0, 9),
      'Pending devices',
      ...fleet.slice(9),
      'Users Management',
      'Webhooks',
      'API keys',
      'Audit log',
      'Tenants Management',
      'Models Management',
    ]);
  });

  it('shows an Admin the users, webhooks, API keys and audit log of its tenant and the pending devices, but neither tenants nor models', () => {
    expect(labels('Admin')).toEqual([
      ...fleet.slice(0, 9),
      'Pending devices',
      ...fleet.slice(9),
      'Users Management',
      'Webhooks',
      'API keys',
      'Audit log',
    ]);
  });

  it("shows Operators and Viewers the fleet and Users Management (to read), as the specification's sidebar lists it", () => {
    expect(labels('Operator')).toEqual([...fleet, 'Users Management']);
    expect(labels('Viewer')).toEqual([...fleet, 'Users Management']);
  });

  it('shows nothing before the role is known', () => {
    expect(labels(undefined)).toEqual([]);
  });
});
