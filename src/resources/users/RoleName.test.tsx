// @vitest-environment happy-dom
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

  it('shows a role the console does not know as the server names it', async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 'Auditor', name: 'Auditor' }}>
        <RoleName source="name" />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Auditor')).toBeTruthy();
  });
});
