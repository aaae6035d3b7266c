import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { assetDetailPath } from './assetPaths';
import type { Asset } from './types';

/** The asset's name, a link to its detail page (the row opens it too; the link is for the keyboard). */
export function AssetNameLink() {
  const asset = useRecordContext<Asset>();
  if (!asset) return null;
  return (
    <Link component={RouterLink} to={assetDetailPath(asset.id)} onClick={(event) => event.stopPropagation()}>
      {asset.name}
    </Link>
  );
}
