import ListItem from '@mui/material/ListItem';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import DashboardCard from './DashboardCard';

describe('DashboardCard', () => {
  it('is a section named by its title, holding its list', async () => {
    renderInAdmin(
      <DashboardCard title="maps.dashboard.busiest" emptyText="maps.dashboard.no_movement" loading={false} empty={false}>
        <ListItem>Van 1</ListItem>
      </DashboardCard>,
    );
    const section = await screen.findByRole('region', { name: 'Busiest assets today' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Busiest assets today' })).toBeTruthy();
    expect(within(section).getByRole('listitem').textContent).toBe('Van 1');
    expect(within(section).queryByText('No asset has moved today.')).toBeNull();
  });

  it('shows a loading bar while loading and the empty text when empty', async () => {
    renderInAdmin(
      <DashboardCard title="maps.dashboard.latest_alerts" emptyText="maps.dashboard.no_alerts" loading empty>
        {null}
      </DashboardCard>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Latest unread alerts' })).toBeTruthy();
    expect(screen.getByText('No unread alerts.')).toBeTruthy();
  });
});
