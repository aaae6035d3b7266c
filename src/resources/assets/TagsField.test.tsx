import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { anAsset } from '../../testing/fixtures';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { TagsField } from './TagsField';

describe('TagsField', () => {
  it("shows each of the asset's space-separated tags as a chip", async () => {
    renderInAdmin(
      <RecordContextProvider value={anAsset({ tags: 'refrigerated  night-shift' })}>
        <TagsField />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('refrigerated')).toBeTruthy();
    expect(screen.getByText('night-shift')).toBeTruthy();
    expect(document.querySelectorAll('.MuiChip-root')).toHaveLength(2);
  });

  it('shows nothing for an asset without tags', () => {
    renderInAdmin(
      <RecordContextProvider value={anAsset({ tags: '' })}>
        <TagsField />
      </RecordContextProvider>,
    );
    expect(document.querySelectorAll('.MuiChip-root')).toHaveLength(0);
  });
});
