import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { ReportProgress } from './ReportProgress';

describe('ReportProgress', () => {
  it('says which asset of how many is loading and how far it got', async () => {
    renderInAdmin(
      <ReportProgress progress={{ assetName: 'Van 1', assetIndex: 1, assetCount: 4, done: 500, total: 1000 }} onCancel={vi.fn()} />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Loading Van 1 (2 of 4) · 500 of 1,000 records' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37.5');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows activity without a measure before anything is known', async () => {
    renderInAdmin(<ReportProgress progress={null} onCancel={vi.fn()} />);
    const bar = await screen.findByRole('progressbar', { name: 'Loading the report…' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });

  it('cancels the report', async () => {
    const onCancel = vi.fn();
    renderInAdmin(<ReportProgress progress={null} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
