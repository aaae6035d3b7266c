import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from '../support/api';

export type Api = ReturnType<typeof apiClient>['call'];

/** An API caller signed in as the account. */
export async function signedInApi(baseUrl: string, account: { email: string; password: string }): Promise<Api> {
  const client = apiClient(baseUrl);
  const { accessToken } = await client.login(account.email, account.password);
  return (method, path, options = {}) => client.call(method, path, { ...options, token: accessToken });
}

export interface Period {
  from: string;
  to: string;
}

export const reportUrl = (report: string, assetIds: string[], { from, to }: Period) =>
  `/reports?${new URLSearchParams({ report, period: 'custom', from, to, assets: assetIds.join(',') })}`;

export const withPeriod = (path: string, { from, to }: Period) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ from, to })}`;

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), without the byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let [row, field, quoted] = [[] as string[], '', false];
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') field += source[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, field] = [[...row, field], ''];
    else if (c === '\r' && source[i + 1] === '\n') {
      rows.push([...row, field]);
      [row, field] = [[], ''];
      i++;
    } else field += c;
  }
  return rows;
}

/** Clicks the button and returns the file the browser saves, with its suggested name. */
export async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; content: Buffer; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const content = await readFile(await download.path());
  return { name: download.suggestedFilename(), content, text: content.toString('utf8') };
}

/** The first number in a text written with the given decimal mark (grouping marks dropped). */
export function numberIn(text: string, decimalMark: '.' | ','): number {
  const grouping = decimalMark === '.' ? /[,\s\u00a0\u202f]/g : /[.\s\u00a0\u202f]/g;
  const match = /\d[\d.,\s\u00a0\u202f]*/.exec(text)?.[0].trim() ?? 'NaN';
  return Number(match.replace(grouping, '').replace(decimalMark, '.'));
}

/** Minutes of a duration like "1 day 2 hr 5 min" or "7 hr 11 min" or "23 min". */
export function minutesIn(text: string): number {
  const numbers = (text.match(/\d+/g) ?? []).map(Number).reverse();
  return numbers.reduce((sum, n, i) => sum + n * [1, 60, 1440][i], 0);
}

/** Whitespace as plain spaces: Intl puts no-break spaces of several kinds around units and times. */
export const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The figure tile labelled `label` (the summary tiles of a report). */
export const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A MUI select or autocomplete option choice, by the field's label. */
export async function choose(page: Page, label: string, option: string, typed?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}
