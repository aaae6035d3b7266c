import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { StatusChip } from './StatusChip';

describe('StatusChip', () => {
  it.each([
    ['Parked', 'Parked', 'Warning'],
    ['OutOfNetwork', 'Out of Network', 'Error'],
    ['Moving', 'Moving', 'Success'],
  ] as const)('shows %s as "%s" in the %s colour', async (status, text, colour) => {
    renderInAdmin(<StatusChip status={status} />);
    const chip = (await screen.findByText(text)).closest('.MuiChip-root');
    expect(chip?.className).toContain(`MuiChip-color${colour}`);
  });
});
