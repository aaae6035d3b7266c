// One word for one thing: where the English says "asset" or "dashboard", each language says it the same way everywhere.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './locales';
import type { MessageTree } from './types';

const flatten = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

const english = new Map(flatten((await loadCatalog('en')) as MessageTree));
const arabic = new Map(flatten((await loadCatalog('ar')) as MessageTree));
const french = new Map(flatten((await loadCatalog('fr')) as MessageTree));
const ours = [...english].filter(([key]) => !key.startsWith('ra.'));

describe('Arabic wording', () => {
  it('calls assets الأصول (أصل), never vehicles (مركبات), wherever the English says asset', () => {
    const mixed = ours.filter(([key, text]) => /\bassets?\b/i.test(text) && /مركب[ةا]/.test(arabic.get(key) ?? '')).map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it('calls the dashboard لوحة التحكم everywhere', () => {
    const other = ours
      .filter(([key, text]) => /\bdashboard\b/i.test(text) && !(arabic.get(key) ?? '').includes('لوحة التحكم'))
      .map(([key]) => key);
    expect(other).toEqual([]);
  });
});

describe('French wording', () => {
  it('says which base map could not be reached as a sentence ("Le fond « Rues » est injoignable")', () => {
    expect(french.get('basemap.unreachable')?.replace('%{name}', french.get('basemap.streets')!)).toBe(
      'Le fond « Rues » est injoignable : affichage des contours hors ligne.',
    );
  });
});
