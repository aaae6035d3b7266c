import type { components } from '../../api/schema';

export type PanelAsset = components['schemas']['Asset'];

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The assets whose name, plate, driver or tenant holds every word of the search, accents and case aside; in name order (numbers by value: Van 2 before Van 10). */
export function searchVehicles(assets: readonly PanelAsset[], search: string, tenantNames?: ReadonlyMap<string, string>): PanelAsset[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const found =
    words.length === 0
      ? [...assets]
      : assets.filter((asset) => {
          const text = fold([asset.name, asset.plateNumber, asset.driverName, tenantNames?.get(asset.tenantId)].filter(Boolean).join(' '));
          return words.every((word) => text.includes(word));
        });
  return found.sort((a, b) => byName.compare(a.name, b.name));
}
