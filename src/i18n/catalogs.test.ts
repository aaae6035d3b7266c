// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadCatalog } from './locales';
import type { MessageTree } from './types';

/** Every key path of a catalog, with its text. */
const flatten = (tree: MessageTree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);

// Every area file of the English catalogue, so that a new area is checked in each language without a word here.
const parts = readdirSync(new URL('./en', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const partOf = async (locale: string, part: string) => flatten((await import(`./${locale}/${part}.ts`)).default as MessageTree);

const english = flatten((await loadCatalog('en')) as MessageTree);
const others = LOCALES.map((l) => l.locale).filter((locale) => locale !== 'en');

describe('catalogs', () => {
  it('offers English, Chinese, Spanish, French, Italian and Arabic', () => {
    expect(LOCALES.map((l) => l.locale)).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
  });

  it('has react-admin messages and our own in English', () => {
    expect(english.get('ra.action.save')).toBe('Save');
    expect(english.get('shell.password.mismatch')).toBe("Password don't match!");
  });

  describe.each(others)('%s', (locale) => {
    it('has exactly the English keys, react-admin messages included', async () => {
      const catalog = flatten((await loadCatalog(locale)) as MessageTree);
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(parts)('has exactly the English keys in its %s part', async (part) => {
      expect([...(await partOf(locale, part)).keys()].sort()).toEqual([...(await partOf('en', part)).keys()].sort());
    });

    it('translates every text and uses no placeholder English lacks', async () => {
      const catalog = flatten((await loadCatalog(locale)) as MessageTree);
      for (const [key, text] of catalog) {
        if (key !== 'ra.boolean.null') expect(text.trim(), key).not.toBe('');
        const allowed = placeholders(english.get(key) ?? '');
        for (const used of placeholders(text)) expect(allowed, `${key} uses ${used}`).toContain(used);
      }
    });
  });
});
