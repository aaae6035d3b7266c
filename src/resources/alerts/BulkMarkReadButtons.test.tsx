import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { BulkMarkReadButtons } from './BulkMarkReadButtons';

function renderWithSelection(selectedIds: string[]) {
  const updateMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids }));
  const list = { selectedIds, resource: 'alerts' } as Partial<ListControllerResult>;
  renderInAdmin(
    <ResourceContextProvider value="alerts">
      <ListContextProvider value={list as ListControllerResult}>
        <BulkMarkReadButtons />
      </ListContextProvider>
    </ResourceContextProvider>,
    { dataProvider: { updateMany } },
  );
  return updateMany;
}

describe('BulkMarkReadButtons', () => {
  it('marks every selected alert read at once', async () => {
    const updateMany = renderWithSelection(['a1', 'a2']);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith('alerts', expect.objectContaining({ ids: ['a1', 'a2'], data: { isRead: true } })),
    );
  });

  it('marks them unread again', async () => {
    const updateMany = renderWithSelection(['a3']);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith('alerts', expect.objectContaining({ ids: ['a3'], data: { isRead: false } })),
    );
  });
});
