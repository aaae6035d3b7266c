import type { Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn, startShell, type Shell } from './shell-support';
import { reportUrl } from './reports-support';

const dayMs = 24 * 3_600_000;

let shell: Shell;
let page: Page;
let assetId: string;

beforeAll(async () => {
  shell = await startShell();
  ({ page } = await shell.open());
  await signIn(page, accounts.admin);
  const [asset] = await shell.server.context.db.query<{ id: string }>(
    // Any asset of the admin's tenant: the refusal comes before anything is read.
    sql`select a.id from assets a join tenants t on t.id = a.tenant_id where t.name = 'Acme Logistics' limit 1`,
  );
  assetId = asset.id;
}, 300_000);

afterAll(() => shell?.stop());

describe('report limits in the console', { timeout: 120_000 }, () => {
  it('a period longer than the server allows shows its reason and offers a shorter period that loads', async () => {
    const to = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const from = new Date(Date.parse(to) - 60 * dayMs).toISOString();
    await page.goto(reportUrl('locations', [assetId], { from, to }));
    // The server's reason shows in the report's place (and, as every failure, in a toast).
    const shorter = page.getByRole('button', { name: 'Show a shorter period' });
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'The period may be at most 31 days. Please choose a shorter period.', has: shorter });
    await refusal.waitFor();
    await shorter.click();
    await page.getByRole('button', { name: 'Export CSV' }).or(page.getByText('No data for this period.')).first().waitFor();
    expect(await refusal.count()).toBe(0);
    const shown = new URL(page.url()).searchParams;
    expect(shown.get('to')).toBe(to);
    expect(Date.parse(to) - Date.parse(shown.get('from') as string)).toBe(31 * dayMs);
  });
});
