import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { splitTags, type Asset } from './asset';

/** The asset's tags as chips. */
export function TagsField() {
  const asset = useRecordContext<Asset>();
  const tags = splitTags(asset?.tags);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
    </Stack>
  );
}
