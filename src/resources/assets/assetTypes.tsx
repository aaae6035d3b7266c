import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The asset types the product ships (the catalog the server seeds, server/seed/fleetCatalog.ts): system data
 * shown as words of the interface, so each language names them. A type a tenant adds keeps its own name.
 */
export const KNOWN_ASSET_TYPES = ['Car', 'Van', 'Truck', 'Bus', 'Motorcycle', 'Trailer'] as const;

/** An asset type's name in the console's language; a type of the tenant's own as it is named. */
export const assetTypeLabel = (name: string, translate: (key: string, options?: object) => string) =>
  (KNOWN_ASSET_TYPES as readonly string[]).includes(name) ? translate(`resources.assets.types.${name}`, { _: name }) : name;

/** The type of the asset in context (its `typeName`), or of the type in context (its `name`, a picker's option). */
export function AssetTypeName({ source }: { source: 'typeName' | 'name' }) {
  const record = useRecordContext<{ typeName?: string | null; name?: string }>();
  const translate = useTranslate();
  const name = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {name ? assetTypeLabel(name, translate) : '—'}
    </Typography>
  );
}
