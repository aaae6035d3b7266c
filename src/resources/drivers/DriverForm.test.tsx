import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { DriverForm } from './DriverForm';

const assets = [{ id: 'a1', name: 'Van 1' }];

function renderCreate(role: 'Admin' | 'SysAdmin' = 'Admin') {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'd1', ...data } }));
  const getList = vi.fn(async () => ({ data: assets, total: assets.length }));
  renderInAdmin(
    <ResourceContextProvider value="drivers">
      <CreateBase redirect={false}>
        <DriverForm />
      </CreateBase>
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany: async () => ({ data: [] }) }, role },
  );
  return create;
}

describe('DriverForm', () => {
  it('groups the fields under Person and Licence and asset', async () => {
    renderCreate();
    expect(await screen.findByRole('group', { name: 'Person' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Licence and asset' })).toBeTruthy();
    expect(screen.queryByLabelText(/Tenant/)).toBeNull();
  });

  it('refuses a driver without a name, and sends nothing', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText('Phone'), '+49 30 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail (the browser stops the form at the e-mail field)', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Léa Martin');
    const address = screen.getByLabelText('Email') as HTMLInputElement;
    await userEvent.type(address, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(address.checkValidity()).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a driver from the typed fields', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Léa Martin');
    await userEvent.type(screen.getByLabelText('Licence number'), 'B-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'drivers',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Léa Martin', licenceNumber: 'B-1234' }) }),
      ),
    );
  });

  it('asks a SysAdmin for the tenant', async () => {
    renderCreate('SysAdmin');
    expect(await screen.findByLabelText(/Tenant/)).toBeTruthy();
  });
});
