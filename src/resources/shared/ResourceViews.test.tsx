import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditBase, ResourceContextProvider, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { ResourceForm } from './ResourceViews';

describe('ResourceForm', () => {
  it('keeps what the user typed while the edit page showed the list row, when the full record arrives', async () => {
    const listRow = { id: 'u1', name: 'Tess Temp' };
    let answer: (record: object) => void = () => {};
    const getOne = () => new Promise((resolve) => (answer = (record) => resolve({ data: record })));
    renderInAdmin(
      <ResourceContextProvider value="users">
        <EditBase id="u1" queryOptions={{ placeholderData: listRow }}>
          <ResourceForm>
            <TextInput source="name" />
            <TextInput source="email" />
          </ResourceForm>
        </EditBase>
      </ResourceContextProvider>,
      { dataProvider: { getOne } },
    );
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Tess Temp');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tess Tested');

    answer({ ...listRow, email: 'tess@acme.example' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('tess@acme.example'));
    expect(name.value).toBe('Tess Tested');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });
});
