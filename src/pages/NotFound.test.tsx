import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page does not exist and links back to the dashboard', async () => {
    renderInAdmin(<NotFound />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toContain('/dashboard');
  });
});
