import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import type { Role } from '../providers/canAccess';
import { HorizontalMenu } from './HorizontalMenu';

const renderMenu = (role: Role) => renderInAdmin(<HorizontalMenu />, { role });

describe('HorizontalMenu', () => {
  it('gives a SysAdmin the admin submenu in the header, holding the API keys, the audit log, Tenants and Models Management', async () => {
    renderMenu('SysAdmin');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Tenants Management' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Administration' }));
    const submenu = await screen.findByRole('menu');
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['API keys', 'Audit log', 'Tenants Management', 'Models Management']);
    expect(within(submenu).getByRole('menuitem', { name: 'Models Management' }).getAttribute('href')).toMatch(/\/models$/);
  });

  it('gives an Admin the admin submenu with its API keys and audit log only', async () => {
    renderMenu('Admin');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Users Management' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Administration' }));
    const submenu = await screen.findByRole('menu');
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['API keys', 'Audit log']);
  });

  it.each(['Operator', 'Viewer'] as const)('gives an %s no admin submenu', async (role) => {
    renderMenu(role);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Users Management' });
    expect(within(nav).queryByRole('button', { name: 'Administration' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Models Management' })).toBeNull();
  });
});
