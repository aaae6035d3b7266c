import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../support/oidcProvider';
import { accounts, signIn, storedRefreshToken, toast, type Shell, startShell } from './shell-support';

let shell: Shell;
let provider: TestProvider;
let acmeId: string;

beforeAll(async () => {
  shell = await startShell();
  provider = await startTestProvider(
    [
      { login: 'dana', email: 'dana@acme.example', givenName: 'Dana', familyName: 'Dispatch', groups: ['staff', 'fleet-dispatch'] },
      { login: 'guest', email: 'guest@acme.example', givenName: 'Gail', familyName: 'Guest', groups: ['visitors'] },
    ],
    [`${shell.server.baseUrl}/api/authentication/sso/callback`],
    { postLogoutRedirectUris: [`${shell.server.baseUrl}/auth/login`] },
  );
  [{ id: acmeId }] = await shell.server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
});
afterAll(async () => {
  await provider?.stop();
  await shell?.stop();
});

describe("single sign-on through the tenant's OpenID provider", { timeout: 90_000 }, () => {
  it("lets the Admin set the provider on the console's screen", async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin, '/account/two-factor');
    await page.getByRole('link', { name: 'Single sign-on' }).click();
    await page.waitForURL(`**/single-sign-on/${acmeId}`);
    await page.getByText('Single sign-on is not set up for this organisation.').waitFor();
    await page.getByLabel('Provider name (on the sign-in button)').fill('Acme ID');
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByLabel('Scopes').fill('openid email profile groups');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Group', { exact: true }).fill('fleet-dispatch');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Operator' }).click();
    await page.getByLabel('E-mail domains offered this provider (comma-separated)').fill('acme.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page).filter({ hasText: 'Single sign-on settings saved.' }).waitFor();
    await page.getByText('Leave empty to keep the stored secret.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers "Sign in with Acme ID" for an Acme address, signs in through the provider\'s own form, makes a personal key, and signs out there too', async () => {
    const { page } = await shell.open();
    // The provider's development pages fetch things of their own (a font, a favicon): only the console's errors count.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && page.url().startsWith(shell.server.baseUrl)) errors.push(message.text());
    });
    await page.goto('/auth/login');
    await page.locator('input[name="email"]').fill('dana@acme.example');
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    // The provider's page, on its own address.
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill('dana');
    await page.locator('input[name="password"]').fill('Quartz-Harbour-8841');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href.startsWith(shell.server.baseUrl) && url.pathname === '/dashboard');
    expect(new URL(page.url()).hash).toBe('');
    expect(await storedRefreshToken(page)).toBeTruthy();
    await page.getByText('Dana Dispatch').first().waitFor();

    // Her own API key, from the user menu: its secret shown once.
    await page.getByRole('button', { name: 'Dana Dispatch' }).click();
    await page.getByRole('menuitem', { name: 'My API keys' }).click();
    await page.waitForURL('**/myApiKeys');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/myApiKeys/create');
    await page.getByLabel('Name').fill('Dana export');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Operator' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key made' });
    expect(await dialog.getByRole('textbox').inputValue()).toMatch(/^fleet_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'Dana export', exact: true }).waitFor();

    // Signing out ends her session here, then at the provider (its confirmation page), which sends her back.
    await page.getByRole('button', { name: 'Dana Dispatch' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.href === `${shell.server.baseUrl}/auth/login`);
    expect(await storedRefreshToken(page)).toBeNull();
    await page.locator('input[name="email"]').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes back to the sign-in page with the reason when the groups give no role', async () => {
    const { page } = await shell.open();
    await page.goto(`/auth/login?tenant=${acmeId}`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await page.locator('input[name="login"]').fill('guest');
    await page.locator('input[name="password"]').fill('Quartz-Harbour-8841');
    await page.locator('button[type="submit"]').click();
    await toast(page).filter({ hasText: 'Your groups give you no access here. Please ask your administrator.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await storedRefreshToken(page)).toBeNull();
    await page.context().close();
  });
});
