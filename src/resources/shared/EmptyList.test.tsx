import { screen } from '@testing-library/react';
import { ResourceContextProvider, ResourceDefinitionContextProvider, useCanAccess } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../providers/canAccess';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { EmptyList } from './EmptyList';

/** Shows "rights known" once the user's rights on drivers are answered, as the list's own are. */
function RightsKnown() {
  const { isPending } = useCanAccess({ resource: 'drivers', action: 'list' });
  return isPending ? null : <span>rights known</span>;
}

const renderEmpty = (role: Role) =>
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ drivers: { name: 'drivers', hasCreate: true } }}>
      <ResourceContextProvider value="drivers">
        <EmptyList />
        <RightsKnown />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { role },
  );

describe('EmptyList', () => {
  it('says the list is empty and invites a role that may create to add one', async () => {
    renderEmpty('Operator');
    expect((await screen.findByRole('status')).textContent).toContain('No Drivers yet.');
    expect(await screen.findByText('Do you want to add one?')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create/ }).getAttribute('href')).toContain('/drivers/create');
  });

  it('only says so to a Viewer, who may not create', async () => {
    renderEmpty('Viewer');
    await screen.findByText('rights known');
    expect(screen.getByRole('status').textContent).toContain('No Drivers yet.');
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
  });
});
