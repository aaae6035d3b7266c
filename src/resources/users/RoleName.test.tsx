import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { RoleName } from './RoleName';

describe('RoleName', () => {
  it("names a user's role from the catalog", async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 1, role: 'Operator' }}>
        <RoleName source="role" />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Operator')).toBeTruthy();
  });

  it("names a role picker's option as the list names the role, not by the server's description", async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 'Admin', name: 'Administrator' }}>
        <RoleName source="id" />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Admin')).toBeTruthy();
  });

  it('shows a role the console does not know as the server names it', async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 'Auditor', name: 'Auditor of the books' }}>
        <RoleName source="id" />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Auditor of the books')).toBeTruthy();
  });
});
