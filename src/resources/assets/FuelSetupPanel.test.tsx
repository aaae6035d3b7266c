// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { FuelSetupPanel } from './FuelSetupPanel';

// The server's answers: no setup of the asset's own, a model of 80 L; a save answers what was sent.
const saved = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('./fuelSetupApi', () => ({
  getFuelSetup: async () => ({ tankLitres: null, modelTankLitres: 80, sensor: null, sensors: [] }),
  setFuelSetup: async (_id: string, body: { tankLitres: number | null; sensor: unknown }) => {
    saved.bodies.push(body);
    return { ...body, modelTankLitres: 80, sensors: [body.sensor] };
  },
}));

describe('FuelSetupPanel', () => {
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

  it('offers a Viewer no way to change it', async () => {
    renderInAdmin(<FuelSetupPanel assetId="a1" />, { role: 'Viewer' });
    expect(await screen.findByText('Tank: 80 l')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
