import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { RecoveryCodeList } from './RecoveryCodeList';

describe('RecoveryCodeList', () => {
  it('lists the recovery codes under a warning that they are shown only once', async () => {
    renderInAdmin(<RecoveryCodeList codes={['abcd-efgh', 'ijkl-mnop']} />);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcd-efgh', 'ijkl-mnop']);
    expect(screen.getByRole('alert').textContent).toContain('they are shown only now');
  });
});
