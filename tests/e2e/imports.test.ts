import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { Schema } from '../support/api';
import { downloadFrom } from './reports-support';
import { accounts, apiAs, listShown, settled, signIn } from './resources-support';
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
    await signIn(page, accounts.operator, '/devices');
    await listShown(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import devices from a CSV or Excel file' });
    const chooser = dialog.getByLabel('Choose a CSV or Excel (.xlsx) file');

    await chooser.setInputFiles(
      csv(['IMEI,name,model', 'e2e-imp-1,Import van 1,', `${demo.uniqueId},Taken identifier,`, 'e2e-imp-3,Import van 3,Teleporter 9000']),
    );
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor();
    await expect
      .poll(() => problems.getByRole('row').allInnerTexts(), settled)
      .toEqual([
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

const kml = (placemarks: string[]) => ({
  name: 'fences.kml',
  mimeType: 'application/vnd.google-earth.kml+xml',
  buffer: Buffer.from(`<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks.join('')}</Document></kml>`),
});
const circle =
  '<Placemark><name>E2E depot</name><ExtendedData><Data name="radiusMeters"><value>300</value></Data></ExtendedData><Point><coordinates>13.4,52.5</coordinates></Point></Placemark>';
const corridor = (width: string) =>
  `<Placemark><name>E2E corridor</name>${width}<LineString><coordinates>13.4,52.5 13.5,52.6</coordinates></LineString></Placemark>`;

describe('importing and exporting geofences', { timeout: 120_000 }, () => {
  it('an Operator imports a KML file: a corridor without width is named by feature, then the fixed file is imported and exported as GeoJSON', async () => {
    const api = await apiAs(shell.server, accounts.operator);
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/geofences');
    await listShown(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import geofences from a GeoJSON or KML file' });
    const chooser = dialog.getByLabel('Choose a GeoJSON or KML file');

    await chooser.setInputFiles(kml([circle, corridor('')]));
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('row').allInnerTexts(), settled)
      .toEqual(['Feature\tField\tProblem', '2\twidthMeters\tA corridor needs a width.']);
    expect((await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=E2E')).body).toEqual([]);

    await chooser.setInputFiles(kml([circle, corridor('<ExtendedData><Data name="widthMeters"><value>80</value></Data></ExtendedData>')]));
    await dialog.getByText('2 geofences are ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 geofences imported').waitFor();
    const imported = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=E2E&sort=name')).body;
    expect(imported.map(({ name, shape, radiusMeters, widthMeters }) => ({ name, shape, radiusMeters, widthMeters }))).toEqual([
      { name: 'E2E corridor', shape: 'corridor', radiusMeters: null, widthMeters: 80 },
      { name: 'E2E depot', shape: 'circle', radiusMeters: 300, widthMeters: null },
    ]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GeoJSON' }).click()]);
    expect(download.suggestedFilename()).toBe('geofences.geojson');
    const text = await (await download.createReadStream()).toArray();
    expect(
      JSON.parse(Buffer.concat(text).toString()).features.map((feature: { properties: { name: string } }) => feature.properties.name),
    ).toContain('E2E depot');
    await page.context().close();
  });
});

describe('importing drivers', { timeout: 120_000 }, () => {
  it('an Admin imports drivers from a CSV: a bad e-mail is named by line, then the fixed file is imported', async () => {
    const api = await apiAs(shell.server, accounts.admin);
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/drivers');
    await listShown(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import drivers from a CSV or Excel file' });
    const chooser = dialog.getByLabel('Choose a CSV or Excel (.xlsx) file');
    const drivers = (email: string) => ({
      name: 'drivers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,email,licenceNumber\nE2E driver 1,${email},DL-9\nE2E driver 2,,\n`),
    });

    await chooser.setInputFiles(drivers('not-an-address'));
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('row').allInnerTexts(), settled)
      .toEqual(['Line\tField\tProblem', expect.stringMatching(/^2\temail\t/)]);
    await chooser.setInputFiles(drivers('e2e.one@acme.example'));
    await dialog.getByText('2 drivers are ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 drivers imported').waitFor();
    const imported = (await api.call<Schema<'Driver'>[]>('GET', '/drivers?query=E2E driver&sort=name')).body;
    expect(imported.map(({ name, email, licenceNumber }) => ({ name, email, licenceNumber }))).toEqual([
      { name: 'E2E driver 1', email: 'e2e.one@acme.example', licenceNumber: 'DL-9' },
      { name: 'E2E driver 2', email: null, licenceNumber: null },
    ]);
    await page.context().close();
  });
});

describe('importing and exporting assets as Excel workbooks', { timeout: 120_000 }, () => {
  const workbook = async (rows: (string | null)[][]) => ({
    name: 'assets.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await writeExcelFile(rows).toBuffer(),
  });

  it('an Admin imports a workbook: a bad date is named by its row, the fixed one is imported, and the Excel export reads it back', async () => {
    const api = await apiAs(shell.server, accounts.admin);
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/assets');
    await listShown(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import assets from a CSV or Excel file' });
    const chooser = dialog.getByLabel('Choose a CSV or Excel (.xlsx) file');
    const assets = (date: string) => [
      ['name', 'plateNumber', 'purchaseDate'],
      ['E2E workbook van', 'WB-1', '2024-03-01'],
      ['E2E workbook truck', null, date],
    ];

    await chooser.setInputFiles(await workbook(assets('2024-13-45')));
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('row').allInnerTexts(), settled)
      .toEqual(['Line\tField\tProblem', expect.stringMatching(/^3\tpurchaseDate\t/)]);
    await chooser.setInputFiles(await workbook(assets('2025-06-30')));
    await dialog.getByText('2 assets are ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 assets imported').waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill('E2E workbook');
    await expect.poll(() => page.getByRole('row').count(), settled).toBe(3);
    const exported = await downloadFrom(page, page.getByRole('button', { name: 'Export Excel' }));
    expect(exported.name).toBe('assets.xlsx');
    const [header, ...rows] = await readSheet(exported.content);
    const column = (name: string) => header.indexOf(name);
    expect(rows.map((row) => [row[column('name')], row[column('plateNumber')]]).sort()).toEqual([
      ['E2E workbook truck', null],
      ['E2E workbook van', 'WB-1'],
    ]);
    const stored = (await api.call<Schema<'Asset'>[]>('GET', '/assets?query=E2E workbook&sort=name')).body;
    expect(stored.map(({ name, purchaseDate }) => ({ name, purchaseDate }))).toEqual([
      { name: 'E2E workbook truck', purchaseDate: '2025-06-30' },
      { name: 'E2E workbook van', purchaseDate: '2024-03-01' },
    ]);
    await page.context().close();
  });
});
