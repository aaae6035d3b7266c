import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, useCanAccess } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { MarkReadButton } from './MarkReadButton';

/** Shows "rights known" once the user's rights on alerts are answered, as the button's own are. */
function RightsKnown() {
  const { isPending } = useCanAccess({ resource: 'alerts', action: 'list' });
  return isPending ? null : <span>rights known</span>;
}

const alert = (isRead: boolean) => ({ id: 'alert-1', isRead, type: 'speed', message: 'Too fast', time: '2026-03-01T08:00:00Z' });

describe('MarkReadButton', () => {
  it('marks an unread alert read', async () => {
    const update = vi.fn(async () => ({ data: { ...alert(true) } }));
    renderInAdmin(
      <RecordContextProvider value={alert(false)}>
        <MarkReadButton />
      </RecordContextProvider>,
      { dataProvider: { update } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('alerts', expect.objectContaining({ id: 'alert-1', data: { isRead: true } })));
  });

  it('marks a read alert unread again', async () => {
    const update = vi.fn(async () => ({ data: { ...alert(false) } }));
    renderInAdmin(
      <RecordContextProvider value={alert(true)}>
        <MarkReadButton />
      </RecordContextProvider>,
      { dataProvider: { update } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('alerts', expect.objectContaining({ data: { isRead: false } })));
  });

  it('is not offered to a Viewer, who may not change alerts', async () => {
    renderInAdmin(
      <RecordContextProvider value={alert(false)}>
        <MarkReadButton />
        <RightsKnown />
      </RecordContextProvider>,
      { role: 'Viewer' },
    );
    await screen.findByText('rights known');
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });
});
