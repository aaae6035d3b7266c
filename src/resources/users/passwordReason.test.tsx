import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createClient from 'openapi-fetch';
import { CreateBase, PasswordInput, ResourceContextProvider, SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ApiClients } from '../../api/client';
import type { paths } from '../../api/schema';
import { createDataProvider } from '../../providers/dataProvider';
import { renderInAdmin } from '../../testing/renderInAdmin';

const reason = 'This password is published with the demo. Please choose another one.';

/** The console's data provider over a server that refuses every chosen password with `reason`. */
function refusingProvider() {
  const fetch = async () => Response.json({ errors: { password: [reason] } }, { status: 400 });
  const client = createClient<paths>({ baseUrl: 'http://api.test/api', fetch });
  return createDataProvider(() => ({ api: client, assets: client, tenants: client, geo: client }) as ApiClients);
}

describe("a refused password in the user's form", () => {
  it("shows the server's reason under the password field", async () => {
    const provider = refusingProvider();
    renderInAdmin(
      <ResourceContextProvider value="users">
        <CreateBase redirect={false}>
          <SimpleForm>
            <PasswordInput source="password" />
          </SimpleForm>
        </CreateBase>
      </ResourceContextProvider>,
      { dataProvider: { create: (resource, params) => provider.create(resource, params) } },
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'Acme!Admin1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('Password');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toContain(reason);
  });
});
