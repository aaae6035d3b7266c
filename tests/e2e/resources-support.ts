import type { Locator, Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { accounts, apiClient } from '../support/api';
import type { TestServer } from '../support/server';
import { signIn, toast, type Account } from './shell-support';

export { accounts, signIn, toast };

/** For expect.poll: a list answers after its filter's debounce and a server round trip, on a busy machine. */
export const settled = { timeout: 15_000 };

/** The rows of the list on screen. */
export const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');

/** A row of the list holding `text`. */
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Types in the list's search box (the API's `query`) and waits for the list to show the answer. */
export async function search(page: Page, text: string) {
  const box = page.locator('input[name="q"]');
  // react-admin keeps a list's last search: it may be there already.
  if ((await box.inputValue()) === text) return;
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === text);
  await box.fill(text);
  await answered;
}

/** Opens `path` and waits for its list to have answered. */
export async function openList(page: Page, path: string) {
  await page.goto(path);
  await listShown(page);
}

/** Waits for the open list's search box and its rows (or its empty state). */
export async function listShown(page: Page) {
  await page.locator('input[name="q"]').waitFor();
  await page.locator('tbody tr.RaDataTable-row, [role="status"]').first().waitFor();
}

/** Chooses `option` in a MUI select or autocomplete labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  const typed = (await box.evaluate((element) => element.tagName)) === 'INPUT';
  await box.click();
  if (typed) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks Save and waits for the toast the save ends with (success or the catalogue message). */
export async function save(page: Page): Promise<string> {
  // The toast of an earlier step must not be taken for this one's.
  await toast(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page).waitFor();
  return (await toast(page).textContent()) ?? '';
}

/** Opens the edit page of the listed row `name` and waits for its form. */
export async function editRow(page: Page, name: string) {
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await page.waitForURL(/\/[0-9a-f-]{36}$/);
  await page.locator('form').waitFor();
  // The form shows before the record arrives; typing earlier would be reset when it does.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLInputElement>('form input[type="text"]')].some((input) => input.value),
  );
}

/** Deletes the row of `name` with its delete button and the confirmation, and waits for it to go. */
export async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await row(page, name).waitFor({ state: 'detached' });
}

/** The create, edit and delete controls a list or page shows. */
export const writeControls = (scope: Page | Locator) =>
  scope.locator(
    'a[aria-label="Create"], a[href$="/create"], [aria-label^="Edit "], a[aria-label="Edit"], [aria-label^="Delete"], button:has-text("Delete"), tbody input[type="checkbox"]',
  );

/** An API client signed in as `account`. */
export async function apiAs(server: TestServer, account: Account) {
  const api = apiClient(server.baseUrl);
  const { accessToken } = await api.login(account.email, account.password);
  return {
    call: <T = unknown>(method: string, path: string, body?: unknown) => api.call<T>(method, path, { token: accessToken, body }),
  };
}

/** The id of a demo tenant by name. */
export async function tenantId(server: TestServer, name: string): Promise<string> {
  const [{ id }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = ${name}`);
  return id;
}
