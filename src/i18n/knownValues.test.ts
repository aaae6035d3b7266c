// @vitest-environment node
// The catalog values the product ships (asset types, fuel types, alert types, the trackers' reading names) are
// words of the interface: every language names each of them, and a tenant's own values keep their names.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { assetTypes as seededAssetTypes } from '../../server/seed/fleetCatalog';
import { attributeCatalogue } from '../../server/telemetry/trackers/attributes';
import { createI18nProvider } from '../providers/i18nProvider';
import { assetTypeLabel, KNOWN_ASSET_TYPES } from '../resources/assets/assetTypes';
import { ALERT_TYPES } from '../kit/alerts/alertTypes';
import { FUEL_TYPE_CHOICES } from '../resources/models/modelChoices';
import { LOCALES, loadCatalog } from './locales';
import type { MessageTree } from './types';

const schemas = parse(readFileSync(new URL('../../openapi/fleet.yaml', import.meta.url), 'utf8')).components.schemas;

/** Each catalog of known values: where the server or the contract lists them, and where the catalogs name them. */
const knownValues = [
  { name: 'asset types', values: [...KNOWN_ASSET_TYPES], source: [...seededAssetTypes], key: 'resources.assets.types' },
  {
    name: 'fuel types',
    values: FUEL_TYPE_CHOICES.map(({ id }) => id),
    source: (schemas.AssetModelInput.properties.fuelType.enum as (string | null)[]).filter((value) => value !== null),
    key: 'resources.assetModels.fuelTypes',
  },
  { name: 'alert types', values: [...ALERT_TYPES], source: schemas.AlertType.enum as string[], key: 'resources.alerts.types' },
  {
    name: 'reading names',
    values: attributeCatalogue.map(({ key }) => key),
    source: attributeCatalogue.map(({ key }) => key),
    key: 'reports.attributes',
  },
];

const textAt = (tree: MessageTree, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe.each(knownValues)('the known $name', ({ values, source, key }) => {
  it('are those the server seeds or the contract lists', () => {
    expect(values).toEqual(source);
  });

  it.each(LOCALES.map(({ locale }) => locale))('are each named in %s', async (locale) => {
    const catalog = (await loadCatalog(locale)) as MessageTree;
    for (const value of values)
      expect(textAt(catalog, `${key}.${value}`), `${locale} ${key}.${value}`).toEqual(expect.stringMatching(/\S/));
  });
});

describe('asset type names', () => {
  it('are the language’s for the known types and the tenant’s own name for others', async () => {
    const arabic = createI18nProvider('ar', await loadCatalog('ar'));
    expect(assetTypeLabel('Truck', arabic.translate)).toBe('شاحنة');
    expect(assetTypeLabel('Van', arabic.translate)).toBe('شاحنة صغيرة');
    expect(assetTypeLabel('Reefer trailer', arabic.translate)).toBe('Reefer trailer');
    // A tenant's type named like a catalog key is still its own name, never a lookup of another text.
    expect(assetTypeLabel('toString', arabic.translate)).toBe('toString');
  });
});
