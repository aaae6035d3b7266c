import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { MyApiKeyList } from './ApiKeyList';

const key = (fields: Record<string, unknown>) => ({
  id: '5f0c6a57-3b7e-4c39-9a55-6a1c9f0f0a01',
  tenantId: '5f0c6a57-3b7e-4c39-9a55-6a1c9f0f0a02',
  name: 'Dispatch sync',
  role: 'Operator',
  prefix: 'fk_3Hq',
  allowedAddresses: [],
  expiresAt: '2027-03-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
  createdBy: 'ada@acme.test',
  owner: 'ada@acme.test',
  lastUsedAt: null,
  lastUsedAddress: null,
  revokedAt: null,
  suspendedAt: null,
  ...fields,
});

const renderKeys = (keys: ReturnType<typeof key>[]) =>
  renderInAdmin(
    <ResourceContextProvider value="myApiKeys">
      <MyApiKeyList />
    </ResourceContextProvider>,
    { dataProvider: { getList: async () => ({ data: keys, total: keys.length }) } },
  );

describe('the list of personal API keys', () => {
  it("shows since when a key is suspended because its owner's sign-in provider refused them", async () => {
    renderKeys([key({ suspendedAt: '2026-11-27T08:30:00Z' })]);
    const header = await screen.findByRole('columnheader', { name: 'Suspended since' });
    const row = screen.getAllByRole('row')[1];
    const cell = within(row).getAllByRole('cell')[[...header.parentElement!.children].indexOf(header)];
    expect(cell.textContent).toMatch(/2026/);
  });

  it('shows a dash for a key that works', async () => {
    renderKeys([key({})]);
    const header = await screen.findByRole('columnheader', { name: 'Suspended since' });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[[...header.parentElement!.children].indexOf(header)].textContent).toBe('—');
  });
});
