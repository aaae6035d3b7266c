import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AssetServiceRecords } from './AssetServiceRecords';
import type { ServiceRecord, ServiceRecordInput, ServiceRecordsQuery } from './serviceApi';

const record = (id: string, servicedOn: string, odometerKm: number | null): ServiceRecord => ({
  id,
  tenantId: 't1',
  assetId: 'a1',
  planId: 'p1',
  planName: 'Full service',
  servicedOn,
  odometerKm,
  engineHours: null,
  cost: 240.5,
  notes: 'Oil and filters',
  recordedBy: 'olga@acme.example',
  createdAt: `${servicedOn}T10:00:00.000Z`,
});

// The server: seven records, sorted and paged as asked; edits and deletes change them.
const server = vi.hoisted(() => ({
  records: [] as ServiceRecord[],
  queries: [] as ServiceRecordsQuery[],
  updates: [] as [string, ServiceRecordInput][],
}));
vi.mock('./serviceApi', () => ({
  getServiceRecords: async (_assetId: string, query: ServiceRecordsQuery) => {
    server.queries.push(query);
    const direction = query.order === 'asc' ? 1 : -1;
    const sorted = [...server.records].sort((a, b) => direction * a.servicedOn.localeCompare(b.servicedOn));
    const size = query.pageSize ?? 5;
    const start = ((query.pageNumber ?? 1) - 1) * size;
    return { rows: sorted.slice(start, start + size), total: sorted.length };
  },
  updateServiceRecord: async (id: string, body: ServiceRecordInput) => {
    server.updates.push([id, body]);
    server.records = server.records.map((one) => (one.id === id ? { ...one, ...body, odometerKm: body.odometerKm ?? null } : one));
    return server.records.find((one) => one.id === id);
  },
  deleteServiceRecord: async (id: string) => {
    server.records = server.records.filter((one) => one.id !== id);
  },
}));

const seven = () => Array.from({ length: 7 }, (_, index) => record(`r${index + 1}`, `2026-0${index + 1}-15`, 10_000 * (index + 1)));

describe('AssetServiceRecords', () => {
  it('lists the services newest first, five a page, and sorts by date when asked', async () => {
    server.records = seven();
    renderInAdmin(<AssetServiceRecords assetId="a1" recorded={0} onChange={() => {}} />, { role: 'Viewer' });
    expect(await screen.findByText('2026-07-15')).toBeTruthy();
    expect(screen.queryByText('2026-02-15')).toBeNull();
    expect(screen.getByText('1-5 of 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('2026-01-15')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Serviced on' }));
    expect(server.queries.at(-1)).toMatchObject({ sort: 'servicedOn', order: 'asc', pageNumber: 1 });
    expect(await screen.findByText('2026-01-15')).toBeTruthy();
    // A Viewer reads them only.
    expect(screen.queryByRole('button', { name: /^Edit the service/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the service/ })).toBeNull();
  });

  it("corrects a service's odometer, and deletes one after asking, telling the plans to judge again", async () => {
    server.records = seven().slice(0, 2);
    const onChange = vi.fn();
    renderInAdmin(<AssetServiceRecords assetId="a1" recorded={0} onChange={onChange} />, { role: 'Operator' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the service Full service 2026-02-15' }));
    const form = screen.getByRole('form', { name: 'Edit the service Full service 2026-02-15' });
    const odometer = within(form).getByLabelText('Odometer (km)');
    await userEvent.clear(odometer);
    await userEvent.type(odometer, '25000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('25,000')).toBeTruthy();
    expect(server.updates).toEqual([
      ['r2', { planId: 'p1', servicedOn: '2026-02-15', odometerKm: 25_000, engineHours: null, cost: 240.5, notes: 'Oil and filters' }],
    ]);
    expect(onChange).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the service Full service 2026-02-15' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the service Full service 2026-02-15?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2026-01-15')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('2026-02-15')).toBeNull());
    expect(server.records.map((one) => one.id)).toEqual(['r1']);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
