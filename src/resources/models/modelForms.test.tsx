import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, EditBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { AssetModelForm, SensorModelForm } from './modelForms';
import { withFuelSensor } from './FuelSensorInput';

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

describe('SensorModelForm', () => {
  // The form as the create and edit pages wire it: the fuel sensor typed as a draft is saved as the contract's.
  const renderSensorModel = (mode: 'create' | 'edit') => {
    const record = {
      id: 'm1',
      name: 'FMC650',
      manufacturer: 'Teltonika',
      protocol: 'teltonika',
      greenDrivingUnit: 'g100',
      description: null,
    };
    const fuelSensor = { attribute: 'io270', unit: 'litres', scale: 0.1 };
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'm1', ...data } }));
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'm1', ...data } }));
    const getOne = async () => ({ data: { ...record, fuelSensor } });
    const form = <SensorModelForm />;
    renderInAdmin(
      <ResourceContextProvider value="sensorModels">
        {mode === 'create' ? (
          <CreateBase redirect={false} transform={withFuelSensor}>
            {form}
          </CreateBase>
        ) : (
          <EditBase id="m1" redirect={false} mutationMode="pessimistic" transform={withFuelSensor}>
            {form}
          </EditBase>
        )}
      </ResourceContextProvider>,
      { dataProvider: { create, update, getOne }, role: 'SysAdmin' },
    );
    return { create, update };
  };

  it("saves a probe's calibration table as points, pointing at a line that is not one", async () => {
    const { create } = renderSensorModel('create');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'FMB640 with LLS');
    await userEvent.type(screen.getByLabelText(/^Protocol/), 'teltonika');
    await userEvent.click(screen.getByRole('combobox', { name: 'Fuel sensor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Probe value with a calibration table' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Attribute/ }), 'io201');
    const table = screen.getByRole('textbox', { name: /Calibration table/ });
    await userEvent.type(table, '0 0{Enter}4095 two hundred');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 2 is not a raw value and litres')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(table);
    await userEvent.type(table, '0 0{Enter}4095 200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'FMB640 with LLS',
      fuelSensor: {
        attribute: 'io201',
        unit: 'raw',
        calibration: [
          { raw: 0, litres: 0 },
          { raw: 4095, litres: 200 },
        ],
      },
    });
  });

  it("shows the model's sensor, keeps it when other fields change, and clears it for the device's usual readings", async () => {
    const { update } = renderSensorModel('edit');
    expect(await screen.findByDisplayValue('io270')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Fuel sensor' }).textContent).toBe('Litres');
    await userEvent.type(screen.getByLabelText(/^Name/), ' CAN');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({
      name: 'FMC650 CAN',
      fuelSensor: { attribute: 'io270', unit: 'litres', scale: 0.1 },
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Fuel sensor' }));
    await userEvent.click(await screen.findByRole('option', { name: "The device's usual fuel readings" }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data).toMatchObject({ fuelSensor: null });
  });
});
