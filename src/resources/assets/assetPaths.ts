import type { Identifier } from 'react-admin';

/** The spec's route of one asset's detail page. */
export const assetDetailPath = (id: Identifier) => `/assets/details/${id}`;
