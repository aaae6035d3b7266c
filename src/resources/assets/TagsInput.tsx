import { TextArrayInput } from 'react-admin';
import { joinTags, splitTags } from './tags';

/** The asset's tags as chips: type one and press Enter. */
export const TagsInput = () => (
  <TextArrayInput source="tags" format={splitTags} parse={joinTags} helperText="resources.assets.help.tags" />
);
