import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { accounts, apiAs, openList, settled, signIn } from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

const csv = (lines: string[]) => ({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

describe('importing devices', { timeout: 120_000 }, () => {
  it('an Operator imports a CSV: two bad rows are named by line and field and nothing is written, then the fixed file is imported whole', async () => {
    const api = await apiAs(shell.server, accounts.operator);
    const [demo] = (await api.call<Schema<'Sensor'>[]>('GET', '/sensors?pageNumber=1&pageSize=1')).body;
    const { page } = await shell.open();
    await signIn(page, accounts.operator);
    await openList(page, '/devices');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import devices from a CSV file' });
    const chooser = dialog.getByLabel('Choose a CSV file');

    await chooser.setInputFiles(csv(['IMEI,name,model', 'e2e-imp-1,Import van 1,', `${demo.uniqueId},Taken identifier,`, 'e2e-imp-3,Import van 3,Teleporter 9000']));
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor();
    await expect.poll(() => problems.getByRole('row').allInnerTexts(), settled).toEqual([
      'Line\tField\tProblem',
      '3\tuniqueId\tThis identifier is not available.',
      '4\tmodel\tNo device model is named "Teleporter 9000".',
    ]);
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    expect((await api.call<Schema<'Sensor'>[]>('GET', '/sensors?query=e2e-imp')).body).toEqual([]);

    await chooser.setInputFiles(csv(['IMEI,name,model', 'e2e-imp-1,Import van 1,', 'e2e-imp-2,Import van 2,', 'e2e-imp-3,Import van 3,']));
    await dialog.getByText('3 devices are ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('3 devices imported').waitFor();
    const imported = (await api.call<Schema<'Sensor'>[]>('GET', '/sensors?query=e2e-imp')).body;
    expect(imported.map((device) => device.name).sort()).toEqual(['Import van 1', 'Import van 2', 'Import van 3']);
    await page.context().close();
  });
});
