import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema';
import { canAccess } from '../../providers/canAccess';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { DeviceDiagnosticsPanel, printableText } from './DeviceDiagnosticsPanel';

type Diagnostics = components['schemas']['DeviceDiagnostics'];

const hex = (text: string) => Buffer.from(text).toString('hex');
const empty: Diagnostics = { frames: [], unknownTypes: [], connections: [] };
const heard: Diagnostics = {
  frames: [
    {
      time: '2026-11-28T08:00:03Z',
      direction: 'in',
      protocol: 'h02',
      hex: hex('*HQ,4210051415,XT9,1#'),
      length: 21,
      outcome: 'ignored',
      detail: 'unknown type XT9',
    },
    {
      time: '2026-11-28T08:00:02Z',
      direction: 'out',
      protocol: 'gt06',
      hex: '787805010001d9dc0d0a',
      length: 10,
      outcome: 'sent',
      detail: '',
    },
    {
      time: '2026-11-28T08:00:01Z',
      direction: 'in',
      protocol: 'gt06',
      hex: 'ab'.repeat(512),
      length: 900,
      outcome: 'rejected',
      detail: 'bad CRC: 0x1234 sent, 0x4321 computed',
    },
  ],
  unknownTypes: [{ protocol: 'h02', type: 'XT9', count: 7, firstSeenAt: '2026-11-28T07:00:00Z', lastSeenAt: '2026-11-28T08:00:03Z' }],
  connections: [
    {
      protocol: 'h02',
      remoteAddress: '198.51.100.7:40112',
      connectedAt: '2026-11-28T08:00:00Z',
      closedAt: null,
      closeReason: null,
      detail: '',
    },
    {
      protocol: 'gt06',
      remoteAddress: '198.51.100.7:40001',
      connectedAt: '2026-11-28T07:00:00Z',
      closedAt: '2026-11-28T07:30:00Z',
      closeReason: 'badFrame',
      detail: 'bad CRC',
    },
  ],
};

const renderPanel = (getDeviceDiagnostics: (id: string) => Promise<Diagnostics>) =>
  renderInAdmin(<DeviceDiagnosticsPanel deviceId="d1" />, { dataProvider: { getDeviceDiagnostics: getDeviceDiagnostics as never } });

describe('DeviceDiagnosticsPanel', () => {
  it('shows a loader while the diagnostics load', async () => {
    renderPanel(() => new Promise(() => {}));
    expect(screen.getByRole('heading', { name: 'Diagnostics' })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Loading' }, { timeout: 2000 })).toBeTruthy();
  });

  it('says so when the server heard nothing of the device', async () => {
    renderPanel(async () => empty);
    expect(await screen.findByText('No frames from this device since the server started.')).toBeTruthy();
    expect(screen.getByText('No unknown packet types.')).toBeTruthy();
    expect(screen.getByText('No connections from this device since the server started.')).toBeTruthy();
  });

  it('lists the frames (time, direction, hex and text, outcome and why), unknown types with counts, and connections with why they ended', async () => {
    renderPanel(async () => heard);
    const frames = await screen.findByRole('table', { name: 'Recent frames' });
    const rows = within(frames).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Direction', 'Data', 'Outcome']);
    expect(rows[1].textContent).toContain('From the device');
    expect(rows[1].textContent).toContain(hex('*HQ,4210051415,XT9,1#'));
    expect(rows[1].textContent).toContain('*HQ,4210051415,XT9,1#');
    expect(within(rows[1]).getByText('Skipped')).toBeTruthy();
    expect(rows[1].textContent).toContain('unknown type XT9');
    expect(rows[2].textContent).toContain('To the device');
    expect(within(rows[2]).getByText('Sent')).toBeTruthy();
    expect(within(rows[3]).getByText('Unreadable')).toBeTruthy();
    expect(rows[3].textContent).toContain('First 512 of 900 bytes');

    const types = screen.getByRole('table', { name: 'Unknown packet types' });
    expect(within(types).getAllByRole('row')[1].textContent).toMatch(/h02XT97/);

    const connections = within(screen.getByRole('table', { name: 'Connections' })).getAllByRole('row');
    expect(connections[1].textContent).toContain('Open');
    expect(connections[1].textContent).toContain('198.51.100.7:40112');
    expect(connections[2].textContent).toContain('Unreadable data');
    expect(connections[2].textContent).toContain('bad CRC');
  });

  it('asks again on Refresh', async () => {
    const getDeviceDiagnostics = vi.fn(async () => empty);
    renderPanel(getDeviceDiagnostics);
    await screen.findByText('No unknown packet types.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(getDeviceDiagnostics).toHaveBeenCalledTimes(2));
    expect(getDeviceDiagnostics).toHaveBeenCalledWith('d1');
  });

  it('is for Admins and SysAdmins only, as the contract says', () => {
    expect(
      ['SysAdmin', 'Admin', 'Operator', 'Viewer'].map((role) =>
        canAccess(role as never, { resource: 'deviceDiagnostics', action: 'show' }),
      ),
    ).toEqual([true, true, false, false]);
  });

  it('shows bytes as text only when they are printable', () => {
    expect(printableText(hex('GET /?id=1&lat=95\nbody'))).toBe('GET /?id=1&lat=95\nbody');
    expect(printableText('787805010001d9dc0d0a')).toBeNull();
  });
});
