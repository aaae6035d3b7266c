// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AssetModelForm } from './modelForms';

function renderCreate() {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'm1', ...data } }));
  renderInAdmin(
    <ResourceContextProvider value="assetModels">
      <CreateBase redirect={false}>
        <AssetModelForm />
      </CreateBase>
    </ResourceContextProvider>,
    { dataProvider: { create }, role: 'SysAdmin' },
  );
  return create;
}

describe('AssetModelForm', () => {
  it('refuses a year outside 1900 to 2100', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Sprinter');
    await userEvent.type(screen.getByLabelText('Year'), '1850');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 1900')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers the fuel types by name and saves the chosen one', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Sprinter');
    await userEvent.click(screen.getByRole('combobox', { name: 'Fuel' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Diesel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'assetModels',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Sprinter', fuelType: 'Diesel' }) }),
      ),
    );
  });
});
