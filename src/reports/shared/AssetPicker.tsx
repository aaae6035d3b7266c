import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebouncedEvent, useGetList, useTranslate } from 'react-admin';
import type { AssetRef } from './reportTypes';

const SEARCH_DELAY_MS = 300;

/** One or more assets, found by the server's search as the user types. */
export function AssetPicker({ value, onChange }: { value: AssetRef[]; onChange(assets: AssetRef[]): void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const searchLater = useDebouncedEvent((text: string) => setSearch(text.trim()), SEARCH_DELAY_MS);
  const { data = [], isFetching } = useGetList<AssetRef & { id: string }>('assets', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  return (
    <Autocomplete
      multiple
      size="small"
      options={data.map(({ id, name }) => ({ id, name }))}
      value={value}
      onChange={(_, assets) => onChange(assets)}
      onInputChange={(_, text, reason) => reason === 'input' && searchLater(text)}
      filterOptions={(options) => options}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(asset) => asset.name}
      loading={isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('reports.filters.no_assets')}
      sx={{ flex: '1 1 320px' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('reports.filters.assets')}
          placeholder={value.length ? '' : translate('reports.filters.search_assets')}
        />
      )}
    />
  );
}
