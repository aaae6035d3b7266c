import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './locales';
import type { MessageTree } from './types';

/**
 * Every translation key written in the console's code is in the English catalogue: a key with a typo fails
 * here, not on a user's screen (where react-admin would show the key itself). A key is any quoted text that
 * starts with one of the catalogue's top-level names and a dot (`'shell.menu.assets'`, `label="maps.fit_route"`);
 * a template (`shell.menu.${key}`, `maps.geofence.help_${mode}`) must start with a branch and the start of one of its keys.
 */
const english = (await loadCatalog('en')) as MessageTree;

const nodeAt = (key: string): string | MessageTree | undefined =>
  key.split('.').reduce<string | MessageTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), english);

const srcDir = path.resolve(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });

const namespaces = Object.keys(english).join('|');
const quotedKey = new RegExp(`(['"])((?:${namespaces})\\.[A-Za-z0-9_.]+)\\1`, 'g');
const templateKey = new RegExp(`\`((?:${namespaces})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g');

/** Where each key is written, as file:line. */
function keysInCode() {
  const leaves: { key: string; at: string }[] = [];
  const prefixes: { key: string; at: string }[] = [];
  for (const file of sourceFiles(srcDir)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${path.relative(srcDir, file)}:${index + 1}`;
      for (const match of line.matchAll(quotedKey)) leaves.push({ key: match[2], at });
      for (const match of line.matchAll(templateKey)) prefixes.push({ key: match[1], at });
    });
  }
  return { leaves, prefixes };
}

describe('translation keys in the code', () => {
  const { leaves, prefixes } = keysInCode();

  it('finds the keys the console uses', () => {
    expect(leaves.length).toBeGreaterThan(300);
    expect(leaves.map(({ key }) => key)).toContain('shell.password.changed');
    expect(prefixes.map(({ key }) => key)).toContain('shell.menu.');
  });

  it('are all in the English catalogue', () => {
    // A quoted key names a text, or a branch the code builds keys from (`const KEY = 'resources.devices.diagnostics'`).
    const missing = leaves.filter(({ key }) => nodeAt(key) === undefined).map(({ key, at }) => `${key} (${at})`);
    expect(missing).toEqual([]);
  });

  it('build their keys from branches of the English catalogue', () => {
    // `maps.geofence.help_${mode}`: a branch, then the start of some of its keys.
    const isPrefix = (key: string) => {
      const branch = nodeAt(key.slice(0, key.lastIndexOf('.')));
      const start = key.slice(key.lastIndexOf('.') + 1);
      return typeof branch === 'object' && Object.keys(branch).some((child) => child.startsWith(start));
    };
    const missing = prefixes.filter(({ key }) => !isPrefix(key)).map(({ key, at }) => `${key}… (${at})`);
    expect(missing).toEqual([]);
  });
});
