import { screen } from '@testing-library/react';
import { CreateBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { UserForm } from './UserForm';

const lists: Record<string, { id: string; name?: string }[]> = {
  roles: [{ id: 'Admin' }, { id: 'Operator' }, { id: 'Viewer' }],
  assetGroups: [{ id: 'g1', name: 'North' }],
};

function renderWithRole(role: string) {
  renderInAdmin(
    <ResourceContextProvider value="users">
      <CreateBase redirect={false} record={{ role }}>
        <UserForm />
      </CreateBase>
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: async (resource: string) => ({ data: lists[resource] ?? [], total: lists[resource]?.length ?? 0 }),
        getMany: async (resource: string) => ({ data: lists[resource] ?? [] }),
      },
    },
  );
}

describe('UserForm', () => {
  it('offers to limit an Operator or a Viewer to groups, saying that none means every asset', async () => {
    for (const role of ['Operator', 'Viewer']) {
      renderWithRole(role);
      expect(await screen.findByLabelText('Limited to groups')).toBeTruthy();
      expect(screen.getByText(/Leave empty for every asset of the tenant/)).toBeTruthy();
      document.body.innerHTML = '';
    }
  });

  it('does not offer groups for an Admin, who manages the whole tenant', async () => {
    renderWithRole('Admin');
    expect(await screen.findByRole('group', { name: 'Access' })).toBeTruthy();
    expect(screen.queryByLabelText('Limited to groups')).toBeNull();
  });
});
