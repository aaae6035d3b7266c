import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { FuelSetupPanel } from './FuelSetupPanel';

// The server's answers: no setup of the asset's own, a model of 80 L, a device model's sensor when a test sets one;
// a save answers what was sent.
const saved = vi.hoisted(() => ({ bodies: [] as unknown[], modelSensor: null as object | null }));
vi.mock('./fuelSetupApi', () => ({
  getFuelSetup: async () => ({ tankLitres: null, modelTankLitres: 80, sensor: null, modelSensor: saved.modelSensor, sensors: [] }),
  setFuelSetup: async (_id: string, body: { tankLitres: number | null; sensor: unknown }) => {
    saved.bodies.push(body);
    return { ...body, modelTankLitres: 80, modelSensor: saved.modelSensor, sensors: [body.sensor] };
  },
}));

describe('FuelSetupPanel', () => {
  afterEach(() => {
    saved.modelSensor = null;
  });

  it("shows the model's tank, and lets an Admin set a probe with its calibration table, pointing at a bad line", async () => {
    renderInAdmin(<FuelSetupPanel assetId="a1" />, { role: 'Admin' });
    expect(await screen.findByText('Tank: 80 l')).toBeTruthy();
    expect(screen.getByText(/The device's usual fuel readings/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Fuel sensor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Probe value with a calibration table' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Attribute/ }), 'io201');
    const table = screen.getByRole('textbox', { name: /Calibration table/ });
    await userEvent.type(table, '0 0{Enter}4095 two hundred');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 2 is not a raw value and litres')).toBeTruthy();
    expect(saved.bodies).toEqual([]);

    await userEvent.clear(table);
    await userEvent.type(table, '0 0{Enter}4095 200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/io201 · Probe value with a calibration table/)).toBeTruthy();
    expect(saved.bodies).toEqual([
      {
        tankLitres: null,
        sensor: {
          attribute: 'io201',
          unit: 'raw',
          calibration: [
            { raw: 0, litres: 0 },
            { raw: 4095, litres: 200 },
          ],
        },
      },
    ]);
  });

  it("says the level is read from the device model's sensor when the asset has none, and offers it back as the choice of none", async () => {
    saved.modelSensor = { attribute: 'io270', unit: 'litres', scale: 0.1 };
    renderInAdmin(<FuelSetupPanel assetId="a1" />, { role: 'Admin' });
    expect(await screen.findByText('Fuel sensor: From the device model: io270 · Litres × 0.1')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('combobox', { name: 'Fuel sensor' }).textContent).toBe('From the device model: io270 · Litres × 0.1');
  });

  it('offers a Viewer no way to change it', async () => {
    renderInAdmin(<FuelSetupPanel assetId="a1" />, { role: 'Viewer' });
    expect(await screen.findByText('Tank: 80 l')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
