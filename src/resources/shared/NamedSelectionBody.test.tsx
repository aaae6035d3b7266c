import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, ResourceDefinitionContextProvider, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { ResourceTable } from './ResourceList';

const drivers = [
  { id: 'd1', name: 'Van 12' },
  { id: 'd2', name: 'Own row' },
];

function DriverRows({ children }: { children: ReactNode }) {
  const list = useList({ data: drivers, resource: 'drivers' });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

const renderTable = () =>
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ drivers: { name: 'drivers', recordRepresentation: 'name', hasEdit: true } }}>
      <ResourceContextProvider value="drivers">
        <DriverRows>
          <ResourceTable deletable={(driver) => driver.id !== 'd2'}>
            <DataTable.Col source="name" />
          </ResourceTable>
        </DriverRows>
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { role: 'Admin' },
  );

describe('the shared list’s row selection', () => {
  it('is a real checkbox named after its row, the name on the input, none on its wrapper', async () => {
    renderTable();
    const van = await screen.findByRole('checkbox', { name: 'Select Van 12' });
    expect(van.tagName).toBe('INPUT');
    // axe's aria-prohibited-attr: an aria-label on an element without a role (react-admin put it on MUI's span).
    expect(document.querySelectorAll('td span[aria-label]')).toHaveLength(0);
    await userEvent.click(van);
    expect((van as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('1 item selected')).toBeTruthy();
  });

  it('names the disabled checkbox of a row that cannot be selected too', async () => {
    renderTable();
    const own = await screen.findByRole('checkbox', { name: 'Select Own row' });
    expect((own as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox').every((box) => box.getAttribute('aria-label') || box.closest('th'))).toBe(true);
  });
});
