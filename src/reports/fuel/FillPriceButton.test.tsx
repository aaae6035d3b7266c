import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import type { FuelEvent } from '../shared/reportTypes';
import { FillPriceButton } from './FillPriceButton';
import type { FuelFillPriceInput } from './fuelSettingsApi';

const saved = vi.hoisted(() => [] as [string, FuelFillPriceInput][]);
vi.mock('./fuelSettingsApi', () => ({
  setFillPrice: async (id: string, body: FuelFillPriceInput) => {
    saved.push([id, body]);
    return body;
  },
}));

const event = (kind: 'fill' | 'drain', pricePerLitre: number | null): FuelEvent => ({
  kind,
  startTime: '2026-01-01T06:20:00.000Z',
  endTime: '2026-01-01T06:23:00.000Z',
  litres: 40,
  beforeLitres: 60,
  afterLitres: 100,
  latitude: 52.5,
  longitude: 13.4,
  pricePerLitre,
});

describe('FillPriceButton', () => {
  it("enters the price paid on a fill, then empties it for the tenant's price, and the report is read again", async () => {
    const onSaved = vi.fn();
    renderInAdmin(<FillPriceButton assetId="a1" fill={event('fill', 1.9)} onSaved={onSaved} />, { role: 'Operator' });
    await userEvent.click(await screen.findByRole('button', { name: 'Price paid' }));
    const field = within(screen.getByRole('dialog')).getByLabelText('Price per litre');
    expect((field as HTMLInputElement).value).toBe('1.9');
    await userEvent.clear(field);
    await userEvent.type(field, '2.1');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The dialog closes (its transition hides the page from the accessibility tree until then).
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Price paid' }));
    await userEvent.clear(within(screen.getByRole('dialog')).getByLabelText('Price per litre'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(saved).toEqual([
      ['a1', { time: '2026-01-01T06:20:00.000Z', pricePerLitre: 2.1 }],
      ['a1', { time: '2026-01-01T06:20:00.000Z', pricePerLitre: null }],
    ]);
  });

  it('offers nothing on a drain, nor to a Viewer', async () => {
    const { unmount } = renderInAdmin(<FillPriceButton assetId="a1" fill={event('drain', null)} onSaved={() => {}} />, {
      role: 'Operator',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Price paid' })).toBeNull();
    unmount();
    renderInAdmin(<FillPriceButton assetId="a1" fill={event('fill', null)} onSaved={() => {}} />, { role: 'Viewer' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Price paid' })).toBeNull();
  });
});
